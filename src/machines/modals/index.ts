export { isLandscape } from './landscape';
export {
  isLocatorModalOpen,
  locatorModalMachine,
  type LocatorModalContext,
  type LocatorModalEvent,
  type LocatorModalSnapshot,
} from './locator-modal.machine';
export {
  isVideoModalOpen,
  videoModalMachine,
  type LoadPlayerInput,
  type VideoModalContext,
  type VideoModalEvent,
  type VideoModalSnapshot,
} from './video-modal.machine';
export {
  LOCATOR_MODAL_OPEN_EVENT,
  VIDEO_MODAL_OPEN_EVENT,
  parseLocatorModalDetail,
  parseVideoModalDetail,
  type LocatorModalDetail,
  type VideoModalDetail,
} from './window-events';
