import { createActor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath, type TraversalOptions } from 'xstate/graph';
import { systemEvents } from './definition';
import type { MachineEntry } from './types';

/** Graphs up to this many vertices also get every simple path (beyond that they explode). */
const SIMPLE_PATHS_MAX_VERTICES = 12;

/** A path of the model: events from one start, and the state it must end in. */
type ModelPath = {
  /** Index into the entry's starts. */
  readonly start: number;
  /** Shortest path to a vertex, a simple path, or a path added to take a transition no other path takes. */
  readonly kind: 'shortest' | 'simple' | 'transition';
  readonly events: readonly AnyEventObject[];
  /** The state value reached. */
  readonly value: StateValue;
  /** The vertex reached: state value and abstract context, serialized. */
  readonly vertex: string;
};

/** The model of one machine: its paths, and how big its graph is. */
export type MachineModel = {
  readonly paths: readonly ModelPath[];
  /** Vertices per start (state value × abstract context). */
  readonly vertices: number;
};

type Snapshot = AnyMachineSnapshot;

/**
 * The events of a graph path, to send in order. xstate/graph starts each path with the actor's
 * own `xstate.init` step, which starting the actor already does.
 */
export function pathEvents(path: { readonly steps: readonly { readonly event: unknown }[] }): readonly AnyEventObject[] {
  return path.steps.map((step): AnyEventObject => step.event as AnyEventObject).filter((event) => event.type !== 'xstate.init');
}

/** The vertex of a snapshot: its state value and the context the entry says matters. */
export function vertexOf(entry: MachineEntry, snapshot: Snapshot): string {
  return JSON.stringify([snapshot.value, entry.abstractContext(snapshot)]);
}

/** The machine with fakes that never answer: traversal only computes transitions. */
function quietMachine(entry: MachineEntry): AnyStateMachine {
  return entry.machine.provide(
    entry.fakes(
      () => undefined,
      { park: () => undefined },
    ),
  );
}

function traversalOptions(entry: MachineEntry, input: unknown): TraversalOptions<Snapshot, AnyEventObject, unknown> {
  return {
    input,
    events: (snapshot: Snapshot) => [...entry.events(snapshot), ...systemEvents(snapshot, entry.outputs, entry.errors)],
    serializeState: (snapshot: Snapshot) => vertexOf(entry, snapshot),
    serializeEvent: (event: AnyEventObject) => JSON.stringify(event, (_, value: unknown) => (value instanceof Error ? value.message : value)),
  };
}

/** The transition definitions a sequence of events takes, the start's included (delay and invoke events sent as they are). */
function takenBy(machine: AnyStateMachine, input: unknown, events: readonly AnyEventObject[]): Set<AnyTransitionDefinition> {
  const taken = new Set<AnyTransitionDefinition>();
  const actor = createActor(machine, {
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      for (const transition of inspection._transitions) taken.add(transition);
    },
  });
  actor.start();
  for (const event of events) actor.send(event);
  actor.stop();
  return taken;
}

/** Shortest paths from one start to every vertex (xstate/graph). */
export function shortestPathsOf(entry: MachineEntry, startIndex: number): readonly StatePath<Snapshot, AnyEventObject>[] {
  const start = entry.starts[startIndex] ?? entry.starts[0];
  return getShortestPaths(quietMachine(entry), traversalOptions(entry, start.input));
}

/**
 * The model-based paths of a machine, from xstate's graph utilities: the shortest path to every
 * vertex of every start, every simple path when the graph is small, and, for each transition
 * definition none of those ends with, the shortest "path to a vertex + one event" that takes it.
 */
export function modelOf(entry: MachineEntry): MachineModel {
  const machine = quietMachine(entry);
  const paths: ModelPath[] = [];
  let vertices = 0;
  const covered = new Set<AnyTransitionDefinition>();
  entry.starts.forEach((start, startIndex) => {
    const options = traversalOptions(entry, start.input);
    const adjacency = getAdjacencyMap(machine, options);
    const keys = Object.keys(adjacency);
    vertices += keys.length;
    const shortest = getShortestPaths(machine, options);
    const toVertex = new Map<string, readonly AnyEventObject[]>();
    for (const path of shortest) {
      const events = pathEvents(path);
      const vertex = vertexOf(entry, path.state);
      toVertex.set(vertex, events);
      paths.push({ start: startIndex, kind: 'shortest', events, value: path.state.value as StateValue, vertex });
      for (const transition of takenBy(machine, start.input, events)) covered.add(transition);
    }
    if (keys.length <= SIMPLE_PATHS_MAX_VERTICES) {
      const seen = new Set(paths.map((path) => `${path.start} ${JSON.stringify(path.events)}`));
      for (const path of getSimplePaths(machine, options)) {
        const events = pathEvents(path);
        const key = `${startIndex} ${JSON.stringify(events)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        paths.push({ start: startIndex, kind: 'simple', events, value: path.state.value as StateValue, vertex: vertexOf(entry, path.state) });
      }
    }
    // Vertices nearest the start first, so the added paths stay short.
    const ordered = [...toVertex.entries()].sort((a, b) => a[1].length - b[1].length);
    for (const [vertex, prefix] of ordered) {
      const node = adjacency[vertex as keyof typeof adjacency];
      if (node === undefined) continue;
      for (const next of Object.values(node.transitions)) {
        const events: readonly AnyEventObject[] = [...prefix, next.event as AnyEventObject];
        const taken = takenBy(machine, start.input, events);
        if ([...taken].every((transition) => covered.has(transition))) continue;
        for (const transition of taken) covered.add(transition);
        paths.push({ start: startIndex, kind: 'transition', events, value: next.state.value as StateValue, vertex: vertexOf(entry, next.state) });
      }
    }
  });
  return { paths, vertices };
}
