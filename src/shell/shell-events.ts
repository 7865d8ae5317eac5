/**
 * Window events between independent parts of the shell, so the header, the mobile menu and the
 * search panel need not import one another. (Modal events live in src/machines/modals/window-events.)
 */

/** Search was cancelled after being opened from the mobile menu: the menu opens again (§4). */
export const MOBILE_MENU_REOPEN_EVENT = 'mobile-menu.reopen';
