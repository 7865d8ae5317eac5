import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { STORE_LOCATOR } from '@/config/constants';

/** A position as the store locator uses it. */
export type GeoPosition = { readonly lat: number; readonly lng: number };

/** Why no position came back, each with its own message. */
export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/**
 * What the `locate` actor rejects with when the browser has no geolocation at all (or the page is
 * not a secure context); a browser's own refusal arrives as its GeolocationPositionError.
 */
export class GeolocationUnsupportedError extends Error {
  readonly reason = 'unsupported';
  constructor() {
    super('This browser offers no geolocation here');
    this.name = 'GeolocationUnsupportedError';
  }
}

/** GeolocationPositionError's codes (the interface's constants, which servers and tests lack). */
const POSITION_ERROR_CODES: Readonly<Record<number, LocateFailure>> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * The failure an error stands for: a GeolocationPositionError by its code, the unsupported error
 * by its reason; anything else (a bug, a rejected promise of another kind) is "unavailable", so the
 * visitor always gets a message and a way on.
 *
 * @example locateFailureOf({ code: 1, message: 'User denied Geolocation' }); // 'denied'
 * @example locateFailureOf(new Error('boom')); // 'unavailable'
 */
export function locateFailureOf(error: unknown): LocateFailure {
  if (error instanceof GeolocationUnsupportedError) return 'unsupported';
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number') {
    return POSITION_ERROR_CODES[error.code] ?? 'unavailable';
  }
  return 'unavailable';
}

export type GeolocationContext = {
  /** The last position found; null until one is. */
  readonly position: GeoPosition | null;
};

export type GeolocationEvent =
  /** The visitor pressed "Use my location". */
  | { type: 'locate.request' }
  /** The page came back from the back/forward cache while it was leaving for the results. */
  | { type: 'locate.reset' };

/** The failure an invoke's error event stands for (other events stand for none). */
const failureOfEvent = (event: { type: string }): LocateFailure | null => ('error' in event ? locateFailureOf(event.error) : null);

/**
 * "Use my location" in the store locator: idle → locating (the injected `locate` actor asks the
 * browser) → located, where the injected `showStoresNear` action opens the stores near the
 * position; a refusal, a position the device cannot produce, a browser without geolocation and a
 * request that takes too long each end in their own state with their own message, from which the
 * visitor may try again. The whole wait, permission prompt included, is bounded by `giveUp`: an
 * unanswered prompt never settles the browser's request.
 *
 * Injected: actor `locate` (resolves with a GeoPosition), action `showStoresNear` (params: the position).
 *
 * @example
 * const actor = createActor(geolocationMachine.provide({
 *   actors: { locate: fromPromise(() => Promise.resolve({ lat: 47.61, lng: -122.33 })) },
 *   actions: { showStoresNear: (_, position) => openResults(position) },
 * })).start();
 * actor.send({ type: 'locate.request' });
 */
export const geolocationMachine = setup({
  types: {
    context: {} as GeolocationContext,
    events: {} as GeolocationEvent,
  },
  actors: {
    // Placeholder: the UI provides the browser's geolocation with .provide().
    locate: fromPromise<GeoPosition>(() => Promise.reject(new Error('geolocationMachine: provide the locate actor'))),
  },
  actions: {
    // Placeholder: the UI navigates to the stores near the position.
    showStoresNear: (_, _position: GeoPosition) => {},
  },
  guards: {
    isDenied: ({ event }) => failureOfEvent(event) === 'denied',
    isTimeout: ({ event }) => failureOfEvent(event) === 'timeout',
    isUnsupported: ({ event }) => failureOfEvent(event) === 'unsupported',
  },
  delays: {
    giveUp: STORE_LOCATOR.locateGiveUpMs,
  },
}).createMachine({
  id: 'geolocation',
  context: { position: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'locate.request': 'locating' },
    },
    locating: {
      tags: ['busy'],
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: {
          target: 'located',
          actions: [
            assign({ position: ({ event }) => event.output }),
            { type: 'showStoresNear', params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: 'isDenied', target: 'denied' },
          { guard: 'isTimeout', target: 'timeout' },
          { guard: 'isUnsupported', target: 'unsupported' },
          { target: 'unavailable' },
        ],
      },
      after: { giveUp: 'timeout' },
    },
    /** Leaving for the results page; busy until it replaces this one. */
    located: {
      tags: ['busy'],
      on: { 'locate.reset': 'idle' },
    },
    denied: {
      tags: ['failed'],
      on: { 'locate.request': 'locating' },
    },
    unavailable: {
      tags: ['failed'],
      on: { 'locate.request': 'locating' },
    },
    timeout: {
      tags: ['failed'],
      on: { 'locate.request': 'locating' },
    },
    unsupported: {
      tags: ['failed'],
      on: { 'locate.request': 'locating' },
    },
  },
});

export type GeolocationSnapshot = SnapshotFrom<typeof geolocationMachine>;

/** What the locate control's live region says in each state ('' when nothing). */
export const GEOLOCATION_MESSAGES = {
  idle: '',
  locating: 'Finding your location…',
  located: 'Finding stores near you…',
  denied: "You haven't allowed this site to use your location. Allow it in your browser's site settings and try again, or search by postal code or city.",
  unavailable: "We couldn't get your location from this device. Try again, or search by postal code or city.",
  timeout: 'Finding your location took too long. Try again, or search by postal code or city.',
  unsupported: "This browser can't share your location. Search by postal code or city instead.",
} as const satisfies Record<GeolocationSnapshot['value'], string>;

/** The live region's text for a snapshot. */
export function selectLocateMessage(snapshot: GeolocationSnapshot): string {
  return GEOLOCATION_MESSAGES[snapshot.value];
}

/** True while a position is being found or the results are loading. */
export const selectLocateBusy = (snapshot: GeolocationSnapshot): boolean => snapshot.hasTag('busy');

/** True when the last attempt failed (the message is an error). */
export const selectLocateFailed = (snapshot: GeolocationSnapshot): boolean => snapshot.hasTag('failed');
