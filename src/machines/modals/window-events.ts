import { z } from 'zod';

/**
 * The window events that open the global modals (§2: "opened by a window event"). Any block can
 * open a modal with `window.dispatchEvent(new CustomEvent(VIDEO_MODAL_OPEN_EVENT, { detail }))`
 * without importing the modal; the shell listens and forwards the parsed detail to the machine.
 */
export { LOCATOR_MODAL_OPEN_EVENT } from './window-event-names';

// Ids end up in URLs (stream manifests, the locator frame) and DOM ids: keep them to a safe alphabet.
const safeId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

const videoModalDetail = z.object({
  videoId: safeId,
  /** Present when the inline play button opened the modal: the inline player to pause and resume. */
  inlinePlayerId: safeId.optional(),
});

const locatorModalDetail = z.object({
  /** The product identifier the locator preselects (a UPC or a product id). */
  productId: safeId,
  /** True when the locator should open on its buy-online view (§2 `ons=1`), as a shop-now button asks. */
  online: z.boolean().optional(),
});

/** The detail of a video-modal window event. */
export type VideoModalDetail = z.infer<typeof videoModalDetail>;
/** The detail of a locator-modal window event. */
export type LocatorModalDetail = z.infer<typeof locatorModalDetail>;

/**
 * Reads a video-modal window event's detail; anything malformed is `null` (the modal stays shut)
 * because any script on the page can dispatch the event.
 *
 * @example
 * parseVideoModalDetail({ videoId: 'abc123', inlinePlayerId: 'hero-video' }); // { videoId: 'abc123', inlinePlayerId: 'hero-video' }
 * parseVideoModalDetail({ videoId: '<img onerror>' }); // null
 */
export function parseVideoModalDetail(detail: unknown): VideoModalDetail | null {
  const parsed = videoModalDetail.safeParse(detail);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads a locator-modal window event's detail; anything malformed is `null`.
 *
 * @example
 * parseLocatorModalDetail({ productId: '850012345678' }); // { productId: '850012345678' }
 * parseLocatorModalDetail({ productId: '850012345678', online: true }); // { productId: '850012345678', online: true }
 * parseLocatorModalDetail('850012345678'); // null
 */
export function parseLocatorModalDetail(detail: unknown): LocatorModalDetail | null {
  const parsed = locatorModalDetail.safeParse(detail);
  return parsed.success ? parsed.data : null;
}
