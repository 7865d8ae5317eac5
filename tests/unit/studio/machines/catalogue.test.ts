import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectNames, MACHINE_CATALOGUE, stateNodesOf } from '@/studio/machines';

const MACHINES_DIR = join(process.cwd(), 'src', 'machines');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? sourceFiles(join(dir, item.name)) : /\.tsx?$/.test(item.name) ? [join(dir, item.name)] : [],
  );
}

/** Files that define a machine: they call createMachine (setup(...).createMachine or the bare one). */
const machineFiles = sourceFiles(MACHINES_DIR)
  .filter((file) => /\bcreateMachine\s*\(/.test(readFileSync(file, 'utf8')))
  .map((file) => relative(MACHINES_DIR, file).split('\\').join('/'))
  .sort();

describe('the machine catalogue', () => {
  it('lists every machine file under src/machines, so a new machine is drawn, steppable and tested', () => {
    expect(machineFiles.length).toBeGreaterThan(0);
    expect([...new Set(MACHINE_CATALOGUE.map((entry) => entry.file))].sort()).toEqual(machineFiles);
  });

  it('names every machine file *.machine.ts, one name for the role', () => {
    for (const file of machineFiles) expect(file).toMatch(/\.machine\.ts$/);
  });

  it("names each entry after its machine's own id, once", () => {
    for (const entry of MACHINE_CATALOGUE) expect(entry.machine.id).toBe(entry.id);
    expect(new Set(MACHINE_CATALOGUE.map((entry) => entry.id)).size).toBe(MACHINE_CATALOGUE.length);
  });

  it('fakes every injected effect and every invoked actor of each machine', () => {
    for (const entry of MACHINE_CATALOGUE) {
      const fakes = entry.fakes(() => undefined, { park: () => undefined }) as {
        actions: Record<string, unknown>;
        actors: Record<string, unknown>;
      };
      expect(Object.keys(fakes.actions).sort(), entry.id).toEqual([...effectNames(entry.machine)]);
      const invoked = new Set(stateNodesOf(entry.machine).flatMap((node) => node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id))));
      for (const src of invoked) expect(Object.keys(fakes.actors), `${entry.id} invokes ${src}`).toContain(src);
      for (const src of invoked) expect(Object.keys(entry.outputs), `${entry.id} has sample outputs for ${src}`).toContain(src);
    }
  });
});
