/**
 * The pure bookkeeping behind the one scroll-lock owner: which overlays are open right now.
 * Kept apart from the machine so the rule "locked exactly when some overlay is open" can be
 * tested without an actor and reused by anything that needs to reason about the set.
 */

/**
 * Ids of the overlays the shell knows about. Any other string is accepted too, so a future
 * modal can register under its own id without touching this file.
 */
export const OVERLAY_IDS = {
  searchPanel: 'search-panel',
  mobileMenu: 'mobile-menu',
  videoModal: 'video-modal',
  locatorModal: 'locator-modal',
} as const;

/** An overlay's id: one of {@link OVERLAY_IDS} or a modal's own id. */
export type OverlayId = (typeof OVERLAY_IDS)[keyof typeof OVERLAY_IDS] | (string & {});

/**
 * The open overlays, in opening order, each at most once. An array rather than a Set so snapshots
 * stay plain data (serializable, comparable with `toEqual`, readable in the inspector).
 */
export type OpenOverlays = readonly OverlayId[];

/**
 * Adds an overlay; opening one that is already open changes nothing (it is a set, not a counter,
 * so a doubled open from a React StrictMode effect cannot leave the body locked forever).
 *
 * @example
 * withOverlayOpened([], 'mobile-menu'); // ['mobile-menu']
 * withOverlayOpened(['mobile-menu'], 'mobile-menu'); // ['mobile-menu'] (same array)
 */
export function withOverlayOpened(open: OpenOverlays, id: OverlayId): OpenOverlays {
  return open.includes(id) ? open : [...open, id];
}

/**
 * Removes an overlay; closing one that is not open is a no-op.
 *
 * @example
 * withOverlayClosed(['mobile-menu', 'search-panel'], 'mobile-menu'); // ['search-panel']
 * withOverlayClosed([], 'video-modal'); // [] (same array)
 */
export function withOverlayClosed(open: OpenOverlays, id: OverlayId): OpenOverlays {
  return open.includes(id) ? open.filter((other) => other !== id) : open;
}

/**
 * Whether closing `id` would leave no overlay open: the only moment the body may be unlocked.
 *
 * @example
 * isLastOpenOverlay(['video-modal'], 'video-modal'); // true
 * isLastOpenOverlay(['video-modal', 'mobile-menu'], 'video-modal'); // false
 * isLastOpenOverlay([], 'video-modal'); // false (nothing to close)
 */
export function isLastOpenOverlay(open: OpenOverlays, id: OverlayId): boolean {
  return open.length === 1 && open[0] === id;
}
