import { assign, setup, type SnapshotFrom } from 'xstate';
import { type Locale } from '@/config/constants';
import { localeOfPath, siteRoutePageExists, switchLocalePath, type PageExists } from './switch-locale-path';

/** The country picker's input: where the visitor is and which pages exist per locale. */
export type CountryPickerInput = {
  readonly currentPath: string;
  /** Defaults to {@link siteRoutePageExists}. */
  readonly pageExists?: PageExists;
};

/**
 * The country picker's context. `pageExists` is a pure function kept in context because the target
 * path is computed in the machine; the snapshot is never persisted, so it need not serialize.
 */
export type CountryPickerContext = {
  readonly currentPath: string;
  readonly pageExists: PageExists;
};

/** Events of the country picker. */
export type CountryPickerEvent =
  /** A click on the picker's button. */
  | { type: 'picker.toggle' }
  | { type: 'outside.press' }
  | { type: 'escape.press' }
  | { type: 'locale.choose'; locale: Locale }
  /** The route changed under the picker: remember the new path and close. */
  | { type: 'path.change'; path: string };

/**
 * The country picker (§2, §4): opens on click, closes on outside press and Escape (which returns
 * focus to the button); choosing another locale navigates to the same page in that locale where it
 * exists, else to that locale's home. Choosing the current locale just closes.
 *
 * Injected actions: `navigate({ path })`, `focusTrigger`.
 *
 * @example
 * const picker = createActor(
 *   countryPickerMachine.provide({ actions: { navigate: (_, { path }) => router.push(path), focusTrigger } }),
 *   { input: { currentPath: pathname } },
 * ).start();
 * picker.send({ type: 'picker.toggle' });
 * picker.send({ type: 'locale.choose', locale: 'en-gb' }); // navigate({ path: '/en-gb/contact' })
 */
export const countryPickerMachine = setup({
  types: {
    context: {} as CountryPickerContext,
    events: {} as CountryPickerEvent,
    input: {} as CountryPickerInput,
  },
  guards: {
    isCurrentLocale: ({ context }, params: { locale: Locale }) => localeOfPath(context.currentPath) === params.locale,
  },
  actions: {
    // Placeholders: the shell provides routing and focus with .provide().
    navigate: (_, _params: { path: string }) => {},
    focusTrigger: () => {},
    rememberPath: assign({ currentPath: (_, params: { path: string }) => params.path }),
  },
}).createMachine({
  id: 'countryPicker',
  context: ({ input }) => ({
    currentPath: input.currentPath,
    pageExists: input.pageExists ?? siteRoutePageExists,
  }),
  initial: 'closed',
  on: {
    'path.change': {
      target: '.closed',
      actions: { type: 'rememberPath', params: ({ event }) => ({ path: event.path }) },
    },
  },
  states: {
    closed: {
      on: {
        'picker.toggle': 'open',
      },
    },
    open: {
      tags: ['open'],
      on: {
        'picker.toggle': 'closed',
        'outside.press': 'closed',
        'escape.press': { target: 'closed', actions: 'focusTrigger' },
        'locale.choose': [
          {
            guard: { type: 'isCurrentLocale', params: ({ event }) => ({ locale: event.locale }) },
            target: 'closed',
          },
          {
            target: 'closed',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => ({
                path: switchLocalePath(context.currentPath, event.locale, context.pageExists),
              }),
            },
          },
        ],
      },
    },
  },
});

/** A snapshot of the country picker. */
export type CountryPickerSnapshot = SnapshotFrom<typeof countryPickerMachine>;

/**
 * Whether the picker's list is shown (for `useSelector`).
 *
 * @example
 * const expanded = useSelector(pickerRef, isCountryPickerOpen);
 */
export function isCountryPickerOpen(snapshot: CountryPickerSnapshot): boolean {
  return snapshot.hasTag('open');
}
