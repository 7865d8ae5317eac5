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

  it('no transition line runs through a state box it neither leaves nor enters, and actions-only transitions are listed in their state instead of looping round it', async () => {
    type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
    // Strictly inside, a pixel clear of the border (routes may run along a border).
    const inside = (x: number, y: number, box: Box) => x > box.x + 1 && x < box.x + box.width - 1 && y > box.y + 1 && y < box.y + box.height - 1;
    const selfAndAncestors = (id: string) => id.split('.').map((_, at, parts) => parts.slice(0, at + 1).join('.'));
    for (const entry of MACHINE_CATALOGUE) {
      const { layout } = await drawMachine(entry.machine);
      for (const route of layout.transitions) {
        expect(route.transition.targetless, route.transition.id).toBe(false);
        const related = new Set([...selfAndAncestors(route.transition.source), ...selfAndAncestors(route.transition.target)]);
        for (const box of layout.states.filter((b) => !related.has(b.state.id))) {
          route.points.slice(1).forEach((to, at) => {
            const from = route.points[at] ?? to;
            for (let step = 1; step < 20; step += 1) {
              const x = from.x + ((to.x - from.x) * step) / 20;
              const y = from.y + ((to.y - from.y) * step) / 20;
              expect(inside(x, y, box), `${entry.id}: ${route.transition.id} crosses ${box.state.id}`).toBe(false);
            }
          });
        }
      }
      const listed = layout.states.flatMap((box) => box.internal.map((transition) => transition.id));
      expect(listed.sort()).toEqual(layout.graph.transitions.filter((transition) => transition.targetless).map((transition) => transition.id).sort());
      expect(layout.transitions.length + listed.length).toBe(layout.graph.transitions.length);
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
