import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { STORE_LOCATOR } from '@/config/constants';
import {
  GEOLOCATION_MESSAGES,
  GeolocationUnsupportedError,
  geolocationMachine,
  locateFailureOf,
  selectLocateBusy,
  selectLocateFailed,
  selectLocateMessage,
  type GeoPosition,
} from '@/machines/geolocation';
import { stateNodesOf } from '@/studio/machines';

const SEATTLE: GeoPosition = { lat: 47.606, lng: -122.332 };
const request = { type: 'locate.request' } as const;
const done = (output: unknown) => ({ type: 'xstate.done.actor.locate', output });
const failed = (error: unknown) => ({ type: 'xstate.error.actor.locate', error });
const giveUp = { type: 'xstate.after.giveUp.geolocation.locating' };

/** A locate actor the test answers by hand, and the positions shown. */
function controlled() {
  const pending: Array<{ resolve: (p: GeoPosition) => void; reject: (e: unknown) => void }> = [];
  const shown: GeoPosition[] = [];
  const machine = geolocationMachine.provide({
    actors: { locate: fromPromise<GeoPosition>(() => new Promise((resolve, reject) => pending.push({ resolve, reject }))) },
    actions: { showStoresNear: (_, position) => shown.push(position) },
  });
  return { machine, pending, shown };
}

function run(events: readonly AnyEventObject[]) {
  let [snapshot, actions] = initialTransition(geolocationMachine);
  const effects: string[] = actions.map((a) => a.type);
  for (const event of events) {
    [snapshot, actions] = transition(geolocationMachine, snapshot, event as never);
    effects.push(...actions.map((a) => a.type));
  }
  return { snapshot, effects };
}

describe('geolocation machine: "Use my location"', () => {
  it('every invoke has an error transition, so no failure of the browser leaves the button spinning', () => {
    const invoking = stateNodesOf(geolocationMachine).filter((node) => node.invoke.length > 0);
    expect(invoking.map((node) => node.id)).toEqual(['geolocation.locating']);
    for (const node of invoking) {
      for (const invoke of node.invoke) {
        expect(node.on[`xstate.error.actor.${invoke.id}`]?.length, `${node.id} invokes ${invoke.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('xstate/graph: every state is reachable from idle through the browser answers', () => {
    const paths = getShortestPaths(geolocationMachine, {
      events: [
        request,
        { type: 'locate.reset' },
        done(SEATTLE),
        failed({ code: 1, message: 'User denied Geolocation' }),
        failed({ code: 2, message: 'Position unavailable' }),
        failed({ code: 3, message: 'Timeout expired' }),
        failed(new GeolocationUnsupportedError()),
        giveUp,
      ] as never,
    });
    const reached = [...new Set(paths.map((p) => String(p.state.value)))].sort();
    expect(reached).toEqual(['denied', 'idle', 'located', 'locating', 'timeout', 'unavailable', 'unsupported']);
    for (const path of paths) {
      // Each failure is one answer away from locating: a retry never needs a page reload.
      if (path.state.hasTag('failed')) expect(run([...path.steps.map((s) => s.event), request]).snapshot.value).toBe('locating');
    }
  });

  it('a position opens the stores near it, and the control stays busy while the results load', () => {
    const { snapshot, effects } = run([request, done(SEATTLE)]);
    expect(snapshot.value).toBe('located');
    expect(snapshot.context.position).toEqual(SEATTLE);
    expect(effects).toContain('showStoresNear');
    expect(selectLocateBusy(snapshot)).toBe(true);
    expect(selectLocateMessage(snapshot)).toBe('Finding stores near you…');
  });

  it('while locating the control is busy and says so; a second press starts nothing new', () => {
    const { snapshot, effects } = run([request, request]);
    expect(snapshot.value).toBe('locating');
    expect(selectLocateBusy(snapshot)).toBe(true);
    expect(selectLocateMessage(snapshot)).toBe('Finding your location…');
    expect(effects.filter((e) => e === 'xstate.spawnChild')).toHaveLength(1);
  });

  it('a refusal, no fix, a timeout and no geolocation each end with their own clear message', () => {
    const cases = [
      [{ code: 1, message: 'User denied Geolocation' }, 'denied', /haven't allowed this site to use your location/],
      [{ code: 2, message: 'Position unavailable' }, 'unavailable', /couldn't get your location/],
      [{ code: 3, message: 'Timeout expired' }, 'timeout', /took too long/],
      [new GeolocationUnsupportedError(), 'unsupported', /can't share your location/],
      [new Error('anything else'), 'unavailable', /couldn't get your location/],
    ] as const;
    for (const [error, state, message] of cases) {
      const { snapshot, effects } = run([request, failed(error)]);
      expect(snapshot.value, String(state)).toBe(state);
      expect(selectLocateFailed(snapshot)).toBe(true);
      expect(selectLocateBusy(snapshot)).toBe(false);
      expect(selectLocateMessage(snapshot)).toMatch(message);
      expect(effects).not.toContain('showStoresNear');
    }
  });

  it('every failure message offers the typed search as the way on', () => {
    for (const state of ['denied', 'unavailable', 'timeout', 'unsupported'] as const) expect(GEOLOCATION_MESSAGES[state]).toMatch(/postal code or city/);
  });

  it('a browser error is classified by its code; anything unknown is "unavailable"', () => {
    expect(locateFailureOf({ code: 1 })).toBe('denied');
    expect(locateFailureOf({ code: 2 })).toBe('unavailable');
    expect(locateFailureOf({ code: 3 })).toBe('timeout');
    expect(locateFailureOf({ code: 9 })).toBe('unavailable');
    expect(locateFailureOf(new GeolocationUnsupportedError())).toBe('unsupported');
    for (const other of [null, undefined, 'denied', { code: '1' }, new TypeError('x')]) expect(locateFailureOf(other)).toBe('unavailable');
  });

  it('coming back from the results (back/forward cache) makes the control usable again', () => {
    expect(run([request, done(SEATTLE), { type: 'locate.reset' }]).snapshot.value).toBe('idle');
  });
});

describe('geolocation machine on a live actor with a simulated clock', () => {
  it('an unanswered permission prompt gives up after locateGiveUpMs with the timeout message, not before', () => {
    const clock = new SimulatedClock();
    const { machine, shown } = controlled();
    const actor = createActor(machine, { clock }).start();
    actor.send(request);
    clock.increment(STORE_LOCATOR.locateGiveUpMs - 1);
    expect(actor.getSnapshot().value).toBe('locating');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('timeout');
    expect(selectLocateMessage(actor.getSnapshot())).toMatch(/took too long/);
    expect(shown).toEqual([]);
    actor.stop();
  });

  it('a position that arrives after giving up is ignored; pressing again asks afresh and then shows the stores', async () => {
    const clock = new SimulatedClock();
    const { machine, pending, shown } = controlled();
    const actor = createActor(machine, { clock }).start();
    actor.send(request);
    clock.increment(STORE_LOCATOR.locateGiveUpMs);
    pending[0]?.resolve(SEATTLE);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('timeout');
    expect(shown).toEqual([]);
    actor.send(request);
    expect(pending).toHaveLength(2);
    pending[1]?.resolve(SEATTLE);
    await waitFor(actor, (s) => s.matches('located'));
    expect(shown).toEqual([SEATTLE]);
    actor.stop();
  });

  it('a refusal from the browser lands in denied, and the give-up timer no longer fires', async () => {
    const clock = new SimulatedClock();
    const { machine, pending } = controlled();
    const actor = createActor(machine, { clock }).start();
    actor.send(request);
    pending[0]?.reject({ code: 1, message: 'User denied Geolocation' });
    await waitFor(actor, (s) => s.matches('denied'));
    clock.increment(STORE_LOCATOR.locateGiveUpMs);
    expect(actor.getSnapshot().value).toBe('denied');
    actor.stop();
  });
});
