export { OVERLAY_IDS, isLastOpenOverlay, withOverlayClosed, withOverlayOpened, type OverlayId } from './open-overlays';
export {
  isBodyLocked,
  scrollLockMachine,
  scrollLockReporter,
  type ScrollLockContext,
  type ScrollLockEvent,
  type ScrollLockSnapshot,
  
} from './scroll-lock.machine';
