export { OVERLAY_IDS, isLastOpenOverlay, withOverlayClosed, withOverlayOpened, type OpenOverlays, type OverlayId } from './open-overlays';
export {
  isBodyLocked,
  scrollLockMachine,
  scrollLockReporter,
  type ScrollLockContext,
  type ScrollLockEvent,
  type ScrollLockSnapshot,
  type ScrollLockTarget,
} from './scroll-lock.machine';
