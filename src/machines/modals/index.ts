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
  
  type VideoModalContext,
  type VideoModalEvent,
  type VideoModalSnapshot,
} from './video-modal.machine';
export {
  LOCATOR_MODAL_OPEN_EVENT,
  
  parseLocatorModalDetail,
  parseVideoModalDetail,
  
  
} from './window-events';
