import { describe, expect, it } from 'vitest';
import { allTransitions, MACHINE_CATALOGUE, MachineRun, modelOf, stateNodesOf, transitionKey, vertexOf } from '@/studio/machines';

/**
 * Model-based tests: every machine of the catalogue is walked along the paths xstate's graph
 * utilities generate (shortest path to every vertex, simple paths on small graphs, and a path for
 * each transition the others miss), on a live actor with the catalogue's fake effects, a
 * simulated clock for delays and explicit answers for invoked actors. Each path must end in the
 * vertex the model predicts, and together they must reach every state and take every transition.
 */
const coverage: string[] = [];

describe.each(MACHINE_CATALOGUE.map((entry) => [entry.id, entry] as const))('the %s machine, walked path by path', (_, entry) => {
  const model = modelOf(entry);

  it('ends every generated path in the state its model predicts, and reaches every state and transition', async () => {
    const visited = new Set<string>();
    const taken = new Set<string>();
    for (const path of model.paths) {
      const run = new MachineRun(entry, path.start);
      for (const event of path.events) await run.send(event);
      expect(vertexOf(entry, run.snapshot), `${entry.id} start ${path.start}: ${path.events.map((e) => e.type).join(' → ')}`).toBe(path.vertex);
      expect(run.snapshot.status).toBe('active');
      for (const id of run.visited) visited.add(id);
      for (const key of run.taken) taken.add(key);
      run.stop();
    }

    const states = stateNodesOf(entry.machine).map((node) => node.id);
    const transitions = allTransitions(entry.machine).map(transitionKey);
    const unreachable = entry.unreachable ?? {};
    const missedStates = states.filter((id) => !visited.has(id));
    const missedTransitions = transitions.filter((key) => !taken.has(key));
    const takenCount = transitions.filter((key) => taken.has(key)).length;
    const reachable = transitions.length - Object.keys(unreachable).length;
    coverage.push(
      `${entry.id.padEnd(14)} states ${visited.size}/${states.length}  transitions ${takenCount}/${reachable}` +
        `${Object.keys(unreachable).length > 0 ? ` (+${Object.keys(unreachable).length} unreachable by design)` : ''}  paths ${model.paths.length}  vertices ${model.vertices}`,
    );

    expect(missedStates, `${entry.id}: states no path reaches`).toEqual([]);
    expect(missedTransitions.sort(), `${entry.id}: transitions no path takes`).toEqual(Object.keys(unreachable).sort());
  }, 60_000);
});

describe('model coverage', () => {
  it('prints states reached and transitions taken per machine', () => {
    expect(coverage).toHaveLength(MACHINE_CATALOGUE.length);
    console.log(`Model-based coverage (states reached, transitions taken, of the total):\n${coverage.join('\n')}`);
  });
});
