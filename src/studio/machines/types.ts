import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/** One way to start a machine: its input, named for the paths and the studio's picker. */
type MachineStart = {
  readonly label: string;
  readonly input: unknown;
};

/** What a fake effect reports when the machine calls it (the studio logs it; tests may assert it). */
export type EffectCall = {
  readonly name: string;
  readonly params: unknown;
};

/** The `.provide()` argument of a machine, as the catalogue builds it for any machine. */
export type MachineImplementations = Parameters<AnyStateMachine['provide']>[0];

/**
 * One machine of the catalogue: its live definition and everything the model-based tests and the
 * studio need to run it without the shell (fake effects, inputs, sample events).
 */
export type MachineEntry = {
  /** The machine's own id (its root state node id). */
  readonly id: string;
  readonly title: string;
  /** What the machine is for, in a sentence. */
  readonly summary: string;
  /** Its file under src/machines, e.g. 'search/search.machine.ts'. */
  readonly file: string;
  /** The definition as the app imports it (placeholders for every effect). */
  readonly machine: AnyStateMachine;
  /** The inputs to start from (the first is the usual one); more than one when input picks the initial state. */
  readonly starts: readonly [MachineStart, ...MachineStart[]];
  /**
   * The events a visitor or the shell can send in this snapshot, with sample payloads: enough
   * samples to make every guard go both ways. The system's own events (delays, invoke answers)
   * are added from the definition, see `systemEvents`.
   */
  readonly events: (snapshot: AnyMachineSnapshot) => readonly AnyEventObject[];
  /** Sample outputs for each invoked actor (by its src); each one is a separate done event. */
  readonly outputs: Readonly<Record<string, readonly unknown[]>>;
  /** Sample errors for invoked actors whose failures a guard tells apart; each one is a separate error event. */
  readonly errors?: Readonly<Record<string, readonly unknown[]>>;
  /**
   * The part of the context that decides which transitions are enabled. The model's vertices are
   * (state value, this), so the graph stays finite while guards still see every case they branch on.
   */
  readonly abstractContext: (snapshot: AnyMachineSnapshot) => unknown;
  /** The `.provide()` implementations the tests and the studio run it with (every effect faked). */
  readonly fakes: (report: (call: EffectCall) => void, pending: PendingActors) => MachineImplementations;
  /**
   * Transitions no sequence of events can take, by transition key, with the reason; the
   * model-based test fails if one of them is ever taken (then it is reachable and belongs in the model).
   */
  readonly unreachable?: Readonly<Record<string, string>>;
};

/** Where fake invoked actors park their promise until a test or the studio answers for them. */
export type PendingActors = {
  readonly park: (actorId: string, settle: { resolve: (output: unknown) => void; reject: (error: unknown) => void }) => void;
};
