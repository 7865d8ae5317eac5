import { createActor, SimulatedClock, type Actor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { delayOfEvent, describeEvent, transitionKey } from './definition';
import type { EffectCall, MachineEntry } from './types';

/** One line of a run's log: what was sent, what the fakes were asked to do, what the machine emitted. */
export type RunLogLine = {
  readonly kind: 'event' | 'effect' | 'emitted';
  readonly text: string;
};

type Settle = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

/** Lets settled promises reach the actor (the fake actor's answer arrives in a promise callback). */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * A live actor of a catalogue machine running on its fake effects and a simulated clock: the
 * model-based tests replay paths through it and the studio steps it. Delay events advance the
 * clock by the delay; done/error events answer the waiting fake actor, so the machine's own invoke
 * and timers do the work, exactly as in the app.
 */
export class MachineRun {
  readonly clock = new SimulatedClock();
  /**
   * Every transition the actor has taken, in any microstep, by `transitionKey` (`.provide()` makes
   * new state nodes, so keys, not definitions, compare with the catalogue's machine).
   */
  readonly taken = new Set<string>();
  /** Every state node id the actor has been in. */
  readonly visited = new Set<string>();
  readonly log: RunLogLine[] = [];
  readonly machine: AnyStateMachine;
  readonly actor: Actor<AnyStateMachine>;
  private readonly parked = new Map<string, Settle>();

  constructor(
    readonly entry: MachineEntry,
    startIndex = 0,
  ) {
    const start = entry.starts[startIndex] ?? entry.starts[0];
    const report = (call: EffectCall) => {
      this.log.push({ kind: 'effect', text: call.params === undefined ? call.name : `${call.name} ${JSON.stringify(call.params)}` });
    };
    this.machine = entry.machine.provide(entry.fakes(report, { park: (id, settle) => this.parked.set(id, settle) }));
    this.actor = createActor(this.machine, {
      input: start.input,
      clock: this.clock,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
        for (const transition of inspection._transitions) {
          this.taken.add(transitionKey(transition));
          // A transient start state (left by `always` while starting) shows only as a transition's source.
          if (transition.source.parent !== undefined) this.visited.add(transition.source.id);
        }
        // Transient states (an `always` decides at once) appear only in microsteps, never in a snapshot.
        this.visit(inspection.snapshot as AnyMachineSnapshot);
      },
    });
    this.actor.subscribe({
      next: (snapshot) => this.visit(snapshot),
      error: (error: unknown) => {
        this.log.push({ kind: 'event', text: `machine error: ${error instanceof Error ? error.message : String(error)}` });
      },
    });
    this.actor.on('*', (emitted: AnyEventObject) => {
      this.log.push({ kind: 'emitted', text: describeEvent(this.machine, emitted) });
    });
    this.actor.start();
    this.visit(this.actor.getSnapshot());
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot();
  }

  /**
   * Sends an event the way the running app would produce it: a delay event advances the clock
   * until the timer fires, a done/error event settles the fake actor it names; any other event is
   * sent as is. Resolves once the machine has handled it.
   */
  async send(event: AnyEventObject): Promise<void> {
    this.log.push({ kind: 'event', text: describeEvent(this.machine, event) });
    const delay = delayOfEvent(this.machine, event.type);
    if (delay !== undefined) {
      this.clock.increment(delay);
      return;
    }
    const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (answer) {
      const settle = this.parked.get(answer[2] ?? '');
      if (settle === undefined) throw new Error(`${this.entry.id}: no actor "${answer[2] ?? ''}" is waiting for an answer`);
      this.parked.delete(answer[2] ?? '');
      if (answer[1] === 'done') settle.resolve((event as { output?: unknown }).output);
      else settle.reject((event as { error?: unknown }).error);
      await nextTask();
      return;
    }
    this.actor.send(event);
  }

  /**
   * Fires the soonest pending timer (the studio's "advance delays" button). Timers are scheduled
   * only in states the machine is in and the clock moves only here or by a delay event, so the
   * soonest timer's whole delay is what is left of it.
   */
  advanceDelays(): void {
    const scheduled = Object.values(this.actor.system.getSnapshot()._scheduledEvents);
    if (scheduled.length === 0) return;
    const step = Math.min(...scheduled.map((timer) => timer.delay));
    this.log.push({ kind: 'event', text: `clock +${step} ms` });
    this.clock.increment(step);
  }

  stop(): void {
    this.actor.stop();
  }

  private visit(snapshot: AnyMachineSnapshot): void {
    for (const node of snapshot._nodes) if (node.parent !== undefined) this.visited.add(node.id);
  }
}

