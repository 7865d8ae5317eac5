export {
  isMenuSectionOpen,
  isMobileMenuOpen,
  mobileMenuMachine,
  type MenuSectionId,
  type MobileMenuContext,
  type MobileMenuEvent,
  type MobileMenuSnapshot,
} from './mobile-menu.machine';
export { breakpointFor, isMobileMenuWidth, type ViewportSize } from './viewport';
