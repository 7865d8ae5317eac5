import { fromPromise, type AnyStateMachine } from 'xstate';
import type { EffectCall, MachineImplementations, PendingActors } from './types';

/**
 * The injected effects of a machine: actions that `setup()` declares as plain functions (the
 * placeholders the shell replaces), as opposed to built-ins such as assign, emit or enqueueActions.
 */
export function effectNames(machine: AnyStateMachine): readonly string[] {
  const actions = (machine.implementations.actions ?? {}) as Readonly<Record<string, unknown>>;
  return Object.entries(actions)
    .filter(([, action]) => typeof action === 'function' && typeof (action as { type?: unknown }).type !== 'string')
    .map(([name]) => name)
    .sort();
}

/** The invoked actors a machine declares (by src name). */
function actorNames(machine: AnyStateMachine): readonly string[] {
  return Object.keys((machine.implementations.actors ?? {}) as Readonly<Record<string, unknown>>).sort();
}

/**
 * Fakes for every effect of a machine: each injected action reports its call, and each invoked
 * actor waits, unanswered, until whoever runs the machine answers for it (a model path's explicit
 * done/error event, or the studio's button). Nothing touches the DOM, the router or the network.
 */
export function fakeEffects(machine: AnyStateMachine, report: (call: EffectCall) => void, pending: PendingActors): MachineImplementations {
  const actions = Object.fromEntries(effectNames(machine).map((name) => [name, (_: unknown, params: unknown) => report({ name, params })]));
  const actors = Object.fromEntries(
    actorNames(machine).map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ self }) =>
          new Promise((resolve, reject) => {
            pending.park(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  return { actions, actors } as MachineImplementations;
}
