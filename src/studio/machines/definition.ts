import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Read-only questions about a machine's definition (its state nodes and transition definitions),
 * shared by the model-based tests, the diagrams and the studio so all three count the same things.
 */

/** Every state node below the root, in document order. */
export function stateNodesOf(machine: AnyStateMachine): readonly AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}

/** A state node and its descendants' transitions: `on`, `after`, invoke done/error, then `always`. */
export function transitionsOf(node: AnyStateNode): readonly AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Every transition definition of the machine, root included (root-level `on` is common). */
export function allTransitions(machine: AnyStateMachine): readonly AnyTransitionDefinition[] {
  return [machine.root, ...stateNodesOf(machine)].flatMap(transitionsOf);
}

/** The event type a transition listens to ('' for `always`); xstate types it loosely. */
export function eventTypeOf(transition: AnyTransitionDefinition): string {
  return String(transition.eventType);
}

/** The event a transition listens to, as a reader would name it. */
export function eventLabel(transition: AnyTransitionDefinition, delays: Readonly<Record<string, number>>): string {
  const type = eventTypeOf(transition);
  if (type === '') return 'always';
  const after = /^xstate\.after\.(.+?)\.(.+)$/.exec(type);
  if (after) {
    const delay = after[1] ?? '';
    const ms = /^\d+$/.test(delay) ? Number(delay) : delays[delay];
    return ms === undefined ? `after ${delay}` : `after ${ms} ms`;
  }
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (done) {
    const invoke = transition.source.invoke.find((definition) => definition.id === done[2]);
    const src = typeof invoke?.src === 'string' ? invoke.src : (done[2] ?? '');
    return `${src} ${done[1] === 'done' ? 'done' : 'error'}`;
  }
  return type;
}

/** A guard's name (`and(a, b)` reads as `a && b`); undefined when the transition has none. */
export function guardLabel(transition: AnyTransitionDefinition): string | undefined {
  const name = (guard: unknown): string => {
    if (typeof guard === 'string') return guard;
    if (typeof guard === 'function') {
      const g = guard as { check?: unknown; guards?: readonly unknown[]; name?: string };
      if (Array.isArray(g.guards)) return g.guards.map(name).join(' && ');
      return g.name !== undefined && g.name !== '' ? g.name : 'inline guard';
    }
    if (guard !== null && typeof guard === 'object' && 'type' in guard) return String(guard.type);
    return 'guard';
  };
  return transition.guard === undefined ? undefined : name(transition.guard);
}

/** The names of actions in a list (inline functions and built-ins get a readable name). */
export function actionLabels(actions: readonly unknown[]): readonly string[] {
  return actions.map((action) => {
    if (typeof action === 'string') return action;
    if (typeof action === 'function') {
      const type = (action as { type?: unknown }).type;
      if (type === 'xstate.raise') return 'schedule delay';
      if (typeof type === 'string') return type.replace(/^xstate\./, '');
      return 'inline action';
    }
    if (action !== null && typeof action === 'object' && 'type' in action) return String(action.type);
    return 'action';
  });
}

/** Where a transition goes (state node ids); empty for one that only runs actions. */
export function targetIds(transition: AnyTransitionDefinition): readonly string[] {
  return (transition.target ?? []).map((node) => node.id);
}

/**
 * A stable, readable key for a transition: source, event and its position among the source's
 * candidates for that event ("search.open --search.type #3"), so coverage reports name it.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const type = eventTypeOf(transition);
  const candidates = type === '' ? (source.always ?? []) : (source.transitions.get(type) ?? []);
  const index = candidates.indexOf(transition);
  const event = type === '' ? 'always' : type;
  return `${source.id} --${event} #${index + 1}`;
}

/** The delays a machine names, in milliseconds (numbers only; delay functions are read as unknown). */
export function namedDelays(machine: AnyStateMachine): Readonly<Record<string, number>> {
  const delays = (machine.implementations.delays ?? {}) as Readonly<Record<string, unknown>>;
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(delays)) if (typeof value === 'number') out[name] = value;
  return out;
}

/** The delay of an `xstate.after.*` event, in milliseconds. */
export function delayOfEvent(machine: AnyStateMachine, type: string): number | undefined {
  const match = /^xstate\.after\.(.+?)\./.exec(type);
  if (!match) return undefined;
  const delay = match[1] ?? '';
  return /^\d+$/.test(delay) ? Number(delay) : namedDelays(machine)[delay];
}

/** The state nodes active in a snapshot (ids), innermost last. */
export function activeStateIds(snapshot: AnyMachineSnapshot): readonly string[] {
  return (snapshot._nodes as readonly AnyStateNode[]).filter((node) => node.parent !== undefined).map((node) => node.id);
}

/**
 * The system's own events this snapshot can react to, derived from the definition: each pending
 * delay of an active state, and done (once per sample output) and error (once per sample error, a
 * generic failure when there is none) for each running invoke.
 */
export function systemEvents(
  snapshot: AnyMachineSnapshot,
  outputs: Readonly<Record<string, readonly unknown[]>>,
  errors: Readonly<Record<string, readonly unknown[]>> = {},
): readonly AnyEventObject[] {
  const events: AnyEventObject[] = [];
  for (const node of snapshot._nodes) {
    const afterTypes = new Set(node.after.map(eventTypeOf));
    for (const type of afterTypes) events.push({ type });
    for (const invoke of node.invoke) {
      const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      for (const output of outputs[src] ?? [undefined]) events.push({ type: `xstate.done.actor.${invoke.id}`, output });
      for (const error of errors[src] ?? [new Error(`${src} failed (fake)`)]) events.push({ type: `xstate.error.actor.${invoke.id}`, error });
    }
  }
  return events;
}

/** A short, readable name of an event with its payload (for paths, logs and buttons). */
export function describeEvent(machine: AnyStateMachine, event: AnyEventObject): string {
  const delay = delayOfEvent(machine, event.type);
  if (delay !== undefined) return `after ${delay} ms`;
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const id = answer[2] ?? '';
    const invoke = stateNodesOf(machine)
      .flatMap((node) => node.invoke)
      .find((definition) => definition.id === id);
    const src = typeof invoke?.src === 'string' ? invoke.src : id;
    if (answer[1] === 'error') {
      // Sample errors of their own kind (a guard tells them apart) are named, so their buttons differ.
      const error = (event as { error?: unknown }).error;
      return error instanceof Error && error.name !== 'Error' ? `${src} fails (${error.name})` : `${src} fails`;
    }
    return `${src} answers ${JSON.stringify((event as { output?: unknown }).output) ?? ''}`.trim();
  }
  const { type, ...payload } = event;
  const shown = Object.entries(payload).filter(([, value]) => typeof value !== 'function');
  return shown.length === 0 ? type : `${type} ${JSON.stringify(Object.fromEntries(shown))}`;
}
