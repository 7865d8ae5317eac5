/**
 * Window events between independent parts of the shell, so the header, the mobile menu and the
 * search panel need not import one another. (Modal events live in src/machines/modals/window-events.)
 */

/** Search was cancelled after being opened from the mobile menu: the menu opens again (§4). */
export const MOBILE_MENU_REOPEN_EVENT = 'mobile-menu.reopen';

/**
 * The page renderer wrote a new `builder.tests.*` assignment cookie. The page-view reporter owns the
 * A/B events (§7: derived from the cookies) and reads the cookies again when it hears this.
 */
export const AB_TEST_ASSIGNED_EVENT = 'builder-tests.assigned';
