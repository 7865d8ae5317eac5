import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTransitions, MACHINE_CATALOGUE, stateNodesOf, transitionKey } from '@/studio/machines';
import { drawMachine } from '@/studio/machines/diagram';
import { machineExportFiles } from '@/studio/machines/diagram/export-files';

const DIR = join(process.cwd(), 'docs', 'machines');
const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('machine diagrams', () => {
  // ELK lays out ten machines per test: seconds on a loaded machine, hence the 60 s budgets.
  it('docs/machines holds the current export of every machine (run `npm run machines:export` after changing one)', async () => {
    const files = await machineExportFiles();
    expect(readdirSync(DIR).sort()).toEqual([...files.keys()].sort());
    for (const [name, content] of files) expect(readFileSync(join(DIR, name), 'utf8'), `docs/machines/${name} is stale`).toBe(content);
  }, 60_000);

  it('draws every state and every transition of each machine, and the same bytes every time', async () => {
    for (const entry of MACHINE_CATALOGUE) {
      const first = await drawMachine(entry.machine);
      const second = await drawMachine(entry.machine);
      expect(second.svg).toBe(first.svg);
      for (const node of stateNodesOf(entry.machine)) expect(first.svg).toContain(`data-state="${attr(node.id)}"`);
      for (const transition of allTransitions(entry.machine)) expect(first.svg).toContain(`data-transition="${attr(transitionKey(transition))}"`);
      // Every route was laid out (an edge ELK could not place would have no path).
      for (const route of first.layout.transitions) expect(route.points.length, route.transition.id).toBeGreaterThanOrEqual(2);
    }
  }, 60_000);

  it('labels delays in milliseconds and invoked actors with their done and error edges', async () => {
    const search = MACHINE_CATALOGUE.find((entry) => entry.id === 'search');
    if (search === undefined) throw new Error('search is in the catalogue');
    const { svg } = await drawMachine(search.machine);
    expect(svg).toContain('after 1000 ms');
    expect(svg).toContain('search done');
    expect(svg).toContain('search error');
    expect(svg).toContain('[isEnterKey]');
    expect(svg).toContain('entry / lockScroll');
  }, 60_000);
});
