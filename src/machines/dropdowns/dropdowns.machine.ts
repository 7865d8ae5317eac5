import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';

/**
 * A dropdown is keyed by its trigger button's id, so "return focus to the trigger" needs no
 * lookup table and two dropdowns can never share an identity.
 */
export type DropdownId = string;

/** The dropdowns' context: the open one, if any. One field, so "at most one open" is structural. */
export type DropdownsContext = {
  readonly openId: DropdownId | null;
};

/** Events of the desktop navigation dropdowns. */
export type DropdownsEvent =
  /** A click (or Enter/Space) on a dropdown's trigger. */
  | { type: 'dropdown.toggle'; id: DropdownId }
  /** Closes without moving focus: a link inside was followed, or the route changed. */
  | { type: 'dropdown.close' }
  | { type: 'escape.press' }
  /** A pointer press outside the open panel and its trigger (the shell decides what "outside" is). */
  | { type: 'outside.press' };

/**
 * The desktop navigation dropdowns (§4): clicking the open one closes it, clicking another opens
 * that one, Escape closes and returns focus to the trigger, an outside press closes.
 *
 * Injected action: `focusTrigger({ triggerId })`.
 *
 * @example
 * const [open] = transition(dropdownsMachine, initialTransition(dropdownsMachine)[0], {
 *   type: 'dropdown.toggle',
 *   id: 'nav-dogs',
 * });
 * open.context.openId; // 'nav-dogs'
 */
export const dropdownsMachine = setup({
  types: {
    context: {} as DropdownsContext,
    events: {} as DropdownsEvent,
  },
  guards: {
    isOpenDropdown: ({ context }, params: { id: DropdownId }) => context.openId === params.id,
  },
  actions: {
    // Placeholder: the shell moves focus with .provide().
    focusTrigger: (_, _params: { triggerId: DropdownId }) => {},
    rememberOpen: assign({ openId: (_, params: { id: DropdownId }) => params.id }),
    forgetOpen: assign({ openId: null }),
  },
}).createMachine({
  id: 'dropdowns',
  context: { openId: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dropdown.toggle': {
          target: 'open',
          actions: { type: 'rememberOpen', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'dropdown.toggle': [
          {
            guard: { type: 'isOpenDropdown', params: ({ event }) => ({ id: event.id }) },
            target: 'closed',
            actions: 'forgetOpen',
          },
          {
            actions: { type: 'rememberOpen', params: ({ event }) => ({ id: event.id }) },
          },
        ],
        'dropdown.close': { target: 'closed', actions: 'forgetOpen' },
        'outside.press': { target: 'closed', actions: 'forgetOpen' },
        'escape.press': {
          target: 'closed',
          actions: [
            // Focus moves before the context is cleared: the open id is the trigger to return to.
            enqueueActions(({ context, enqueue }) => {
              if (context.openId !== null) enqueue({ type: 'focusTrigger', params: { triggerId: context.openId } });
            }),
            'forgetOpen',
          ],
        },
      },
    },
  },
});

/** A snapshot of the dropdowns machine. */
export type DropdownsSnapshot = SnapshotFrom<typeof dropdownsMachine>;

/**
 * Whether the given dropdown is the open one (for `useSelector` in each dropdown).
 *
 * @example
 * const expanded = useSelector(dropdownsRef, (s) => isDropdownOpen(s, 'nav-dogs'));
 */
export function isDropdownOpen(snapshot: DropdownsSnapshot, id: DropdownId): boolean {
  return snapshot.matches('open') && snapshot.context.openId === id;
}
