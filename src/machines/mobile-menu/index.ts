export {
  isMenuSectionOpen,
  isMobileMenuOpen,
  mobileMenuMachine,
  
  type MobileMenuContext,
  type MobileMenuEvent,
  type MobileMenuSnapshot,
} from './mobile-menu.machine';
export { breakpointFor, isMobileMenuWidth } from './viewport';
