import { act, cleanup, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { allTransitions, MachineRun, modelOf, stateNodesOf, transitionKey, type MachineEntry } from '@/studio/machines';

/**
 * Replays a machine's model paths (the ones the model-based machine tests walk) through the real
 * component that runs the machine inside it. For each path the component is mounted, every event
 * is produced the way a visitor or the page produces it (a click, a key, a window event, an answer
 * of the stubbed network), the catalogue's machine is stepped alongside as the model, and after
 * each step the screen must show what the model's state says (the per-machine table). The
 * component's own machine is never read: if it walked elsewhere, the screen gives it away.
 */

/** A path to replay: which start of the catalogue entry, and the events to send. */
export type ReplayPath = { readonly start: number; readonly events: readonly AnyEventObject[] };

/** How the page produces an event, given the model's snapshot before it; or why the UI cannot produce it. */
// `unknown`: a producer is often one fireEvent call, whose boolean is of no interest; a promise is awaited.
export type Producer = ((event: AnyEventObject, before: AnyMachineSnapshot) => unknown) | { readonly skip: string };

/** What a state must show, read with the model's snapshot after the step. */
type ScreenCheck = (snapshot: AnyMachineSnapshot) => void;

type ReplayTable = {
  /** The rule's subject, for the printed coverage: 'search panel'. */
  readonly name: string;
  readonly entry: MachineEntry;
  /** The paths to replay: they must include every shortest path of the model (see `allModelPaths`). */
  readonly paths: readonly ReplayPath[];
  /** Mounts the component for a path (after any reset the path needs). */
  readonly mount: (path: ReplayPath) => void | Promise<void>;
  /** Every event type the paths send, with its producer or the reason the UI cannot send it. */
  readonly producers: Readonly<Record<string, Producer>>;
  /**
   * When an event has a producer in general but none in this state (a control that exists only
   * while open), the reason; the path is skipped with it.
   */
  readonly unproducible?: (event: AnyEventObject, before: AnyMachineSnapshot, path: ReplayPath) => string | null;
  /** Per state (dotted state value: 'open.idle'), what the screen must show. */
  readonly screen: Readonly<Record<string, ScreenCheck>>;
  /**
   * States (by state node id, 'search.booting') no replayed path reaches through the UI, with why;
   * the unit-level path tests still reach them. A state with neither a replay nor a reason fails.
   */
  readonly notThroughUi?: Readonly<Record<string, string>>;
  /** Extra checks at the end of a replayed path (effects the component performed, say). */
  readonly afterPath?: (model: MachineRun) => void | Promise<void>;
  /** Extra checks after a step, with the model's snapshot before and the event. */
  readonly afterStep?: (event: AnyEventObject, before: AnyMachineSnapshot, model: MachineRun) => void | Promise<void>;
  /** How long a screen check may wait for the component to catch up (ms). */
  readonly timeout?: number;
};


const pathId = (path: ReplayPath): string => `${path.start} ${JSON.stringify(path.events)}`;

/** The shortest paths of every start to every vertex of the machine's model (xstate/graph). */
function shortestModelPaths(entry: MachineEntry): readonly ReplayPath[] {
  return modelOf(entry).paths.filter((path) => path.kind === 'shortest');
}

/** Every model path (shortest, simple on small graphs, and one per transition the others miss). */
export function allModelPaths(entry: MachineEntry): readonly ReplayPath[] {
  return modelOf(entry).paths;
}

/** A state value as dotted text: 'closed', { open: 'idle' } → 'open.idle'. */
function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  if (entries.length !== 1) throw new Error(`parallel state values are not keyed here: ${JSON.stringify(value)}`);
  const [[key, child]] = entries as [[string, StateValue]];
  return `${key}.${stateKey(child)}`;
}

/** Why the UI cannot produce this path, or null when it can (the model walks it dry first). */
async function whyNotProducible(table: ReplayTable, path: ReplayPath): Promise<string | null> {
  const dryRun = new MachineRun(table.entry, path.start);
  try {
    for (const event of path.events) {
      const producer = table.producers[event.type];
      if (producer === undefined) throw new Error(`${table.name}: no producer (nor a reason to skip) for ${event.type}`);
      if ('skip' in producer) return `${event.type}: ${producer.skip}`;
      const reason = table.unproducible?.(event, dryRun.snapshot, path) ?? null;
      if (reason !== null) return `${event.type}: ${reason}`;
      await dryRun.send(event);
    }
    return null;
  } finally {
    dryRun.stop();
  }
}

/**
 * Replays the table's paths through the component, checks the screen after every step, prints the
 * coverage reached through the UI and fails when a state is neither reached nor excused.
 */
export async function replayThroughUi(table: ReplayTable): Promise<void> {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const screensChecked = new Set<string>();
  const skipped = new Map<string, number>();
  const shortest = new Set(shortestModelPaths(table.entry).map(pathId));
  const given = new Set(table.paths.map(pathId));
  expect([...shortest].filter((id) => !given.has(id)), `${table.name}: shortest paths left out of the replay`).toEqual([]);
  let replayed = 0;
  let shortestReplayed = 0;
  for (const path of table.paths) {
    const reason = await whyNotProducible(table, path);
    if (reason !== null) {
      skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
      continue;
    }
    replayed += 1;
    if (shortest.has(pathId(path))) shortestReplayed += 1;
    await table.mount(path);
    const model = new MachineRun(table.entry, path.start);
    const where = (step: number) => `${table.name}, start ${path.start}, after ${path.events.slice(0, step + 1).map((e) => JSON.stringify(e)).join(' → ') || 'mounting'}`;
    const check = async (step: number) => {
      const key = stateKey(model.snapshot.value as StateValue);
      const screen = table.screen[key];
      if (screen === undefined) throw new Error(`${table.name}: no screen table for state ${key}`);
      screensChecked.add(key);
      try {
        await waitFor(() => screen(model.snapshot), { timeout: table.timeout ?? 2000 });
      } catch (error) {
        throw new Error(`${where(step)} (state ${key}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    };
    await check(-1);
    for (const [step, event] of path.events.entries()) {
      const producer = table.producers[event.type];
      if (producer === undefined || 'skip' in producer) throw new Error(`${table.name}: ${event.type} passed the dry run without a producer`);
      const before = model.snapshot;
      await act(async () => {
        const produced = producer(event, before);
        if (produced instanceof Promise) await produced;
        await model.send(event);
      });
      await check(step);
      await table.afterStep?.(event, before, model);
    }
    await table.afterPath?.(model);
    for (const id of model.visited) states.add(id);
    for (const key of model.taken) transitions.add(key);
    model.stop();
    cleanup();
  }

  const allStates = stateNodesOf(table.entry.machine).map((node) => node.id);
  // Transitions the catalogue shows no sequence of events can take are out of the count, as in the unit-level path tests.
  const unreachable = table.entry.unreachable ?? {};
  const allKeys = allTransitions(table.entry.machine)
    .map(transitionKey)
    .filter((key) => unreachable[key] === undefined);
  const reachedTransitions = allKeys.filter((key) => transitions.has(key)).length;
  const skippedText = [...skipped.entries()].map(([why, count]) => `\n    ${count} skipped, ${why}`).join('');
  const missed = allKeys.filter((key) => !transitions.has(key)).map((key) => `\n    transition not taken through the UI: ${key}`).join('');
  const excused = Object.entries(table.notThroughUi ?? {}).map(([id, why]) => `\n    state ${id} only in the unit-level path tests: ${why}`).join('');
  console.log(
    `${table.name} through the UI: states ${allStates.filter((id) => states.has(id)).length}/${allStates.length}, ` +
      `transitions ${reachedTransitions}/${allKeys.length}${Object.keys(unreachable).length > 0 ? ` (+${Object.keys(unreachable).length} unreachable by design)` : ''}, paths replayed ${replayed}/${table.paths.length} (shortest ${shortestReplayed}/${shortest.size})${skippedText}${missed}${excused}`,
  );

  expect(replayed, `${table.name}: no path was replayed`).toBeGreaterThan(0);
  const unexplained = allStates.filter((id) => !states.has(id) && table.notThroughUi?.[id] === undefined);
  expect(unexplained, `${table.name}: states with neither a replay through the UI nor a reason`).toEqual([]);
  const excusedButReached = Object.keys(table.notThroughUi ?? {}).filter((id) => states.has(id));
  expect(excusedButReached, `${table.name}: states excused from the UI replay that a replay reaches`).toEqual([]);
  const unchecked = Object.keys(table.screen).filter((key) => !screensChecked.has(key) && table.notThroughUi?.[`${table.entry.id}.${key}`] === undefined);
  expect(unchecked, `${table.name}: screen table rows never checked`).toEqual([]);
}

/**
 * Waits, inside a producer, until the component has done what must come first (a request it must
 * have sent before its answer can be produced). Polls on real timers; fails after `timeoutMs`.
 */
export async function until(condition: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => {
      setTimeout(resolve, 5);
    });
  }
}

/** A promise the test settles later: the stubbed network's answer to a request the component sent. */
export class Deferred<T> {
  readonly promise: Promise<T>;
  resolve!: (value: T) => void;
  reject!: (error: unknown) => void;
  constructor() {
    this.promise = new Promise<T>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }
}
