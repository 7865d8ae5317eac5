/**
 * The names of the window events that open the global modals, apart from their zod detail schemas
 * (window-events.ts): code that only listens or dispatches imports these without pulling zod into
 * a page's first-load JS.
 */
export const VIDEO_MODAL_OPEN_EVENT = 'video-modal.open';
/** See {@link VIDEO_MODAL_OPEN_EVENT}. */
export const LOCATOR_MODAL_OPEN_EVENT = 'locator-modal.open';
