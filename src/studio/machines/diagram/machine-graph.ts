import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { actionLabels, eventLabel, eventTypeOf, guardLabel, namedDelays, targetIds, transitionKey, transitionsOf } from '../definition';

/** A state as the diagram draws it: a box, nested in its parent's box. */
export type DiagramState = {
  /** The state node id ('search.open.idle'). */
  readonly id: string;
  /** Its own key ('idle'). */
  readonly label: string;
  readonly kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The parent's initial state. */
  readonly initial: boolean;
  readonly tags: readonly string[];
  readonly entry: readonly string[];
  readonly exit: readonly string[];
  /** Invoked actors, by src. */
  readonly invokes: readonly string[];
  readonly children: readonly DiagramState[];
};

/** A transition as the diagram draws it. */
export type DiagramTransition = {
  /** The transition key (see `transitionKey`), unique per machine. */
  readonly id: string;
  readonly source: string;
  /** The target state, or the source itself for a transition that only runs actions. */
  readonly target: string;
  readonly kind: 'event' | 'always' | 'after' | 'done' | 'error';
  /** The event type ('' for always). */
  readonly eventType: string;
  /** The label's event part: 'search.type', 'after 1000 ms', 'search done', 'always'. */
  readonly event: string;
  readonly guard: string | undefined;
  readonly actions: readonly string[];
  /** No target: actions only, the state stays. */
  readonly targetless: boolean;
};

/** What a machine's diagram shows, read from its live definition. */
export type MachineGraph = {
  readonly id: string;
  readonly root: DiagramState;
  readonly transitions: readonly DiagramTransition[];
  /** Named delays in ms. */
  readonly delays: Readonly<Record<string, number>>;
};

function kindOf(eventType: string): DiagramTransition['kind'] {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  return 'event';
}

function stateOf(node: AnyStateNode): DiagramState {
  const parent = node.parent;
  const initialChild = parent?.initial?.target?.[0];
  return {
    id: node.id,
    label: node.parent === undefined ? node.id : node.key,
    kind: node.type,
    initial: initialChild !== undefined && initialChild === node,
    tags: [...node.tags],
    // Delayed transitions schedule themselves in entry; the edge already says "after".
    entry: actionLabels(node.entry).filter((label) => label !== 'schedule delay'),
    exit: actionLabels(node.exit).filter((label) => label !== 'cancel'),
    invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    children: Object.values(node.states).map(stateOf),
  };
}

function collect(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(collect)];
}

/**
 * The diagram's view of a machine: states as a tree, transitions with their event, guard name,
 * delay and actions. Everything comes from the definition the app runs, so a drawing cannot drift.
 */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const delays = namedDelays(machine);
  const transitions = collect(machine.root).flatMap((node) =>
    transitionsOf(node).flatMap((transition): DiagramTransition[] => {
      const targets = targetIds(transition);
      const eventType = eventTypeOf(transition);
      const base = {
        id: transitionKey(transition),
        source: node.id,
        kind: kindOf(eventType),
        eventType,
        event: eventLabel(transition, delays),
        guard: guardLabel(transition),
        actions: actionLabels(transition.actions),
        targetless: targets.length === 0,
      };
      return targets.length === 0 ? [{ ...base, target: node.id }] : targets.map((target, index) => ({ ...base, id: index === 0 ? base.id : `${base.id}>${target}`, target }));
    }),
  );
  return { id: machine.id, root: stateOf(machine.root), transitions, delays };
}

/** The label of a transition: `event [guard] / actions`. */
export function transitionLabel(transition: DiagramTransition): string {
  const guard = transition.guard === undefined ? '' : ` [${transition.guard}]`;
  const actions = transition.actions.length === 0 ? '' : ` / ${transition.actions.join(', ')}`;
  return `${transition.event}${guard}${actions}`;
}
