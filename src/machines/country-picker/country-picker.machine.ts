import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { type Locale } from '@/config/constants';
import { localeOfPath, resolveLocaleSwitch, siteRoutePageExists, type PageExists } from './switch-locale-path';

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
  /** While the site is asked whether the page exists in the chosen locale: where to go either way. */
  readonly asking: { readonly path: string; readonly fallback: string } | null;
};

/** What the `pageAvailable` actor is asked: does the site serve this same-site path? */
export type PageAvailableInput = { readonly path: string };

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
 * exists, else to that locale's home. Choosing the current locale just closes. When only the site
 * knows whether the page exists there (a CMS page, a product), the picker asks it (`checking`,
 * the `pageAvailable` actor) and goes to the page or, if the answer is no or the question fails,
 * to the home.
 *
 * Injected actions: `navigate({ path })`, `focusTrigger`; actor: `pageAvailable` (the default
 * rejects, so without one the picker falls back to the home).
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
  actors: {
    pageAvailable: fromPromise<boolean, PageAvailableInput>(() =>
      Promise.reject(new Error('country picker: provide the pageAvailable actor with .provide()')),
    ),
  },
  guards: {
    isCurrentLocale: ({ context }, params: { locale: Locale }) => localeOfPath(context.currentPath) === params.locale,
    mustAskSite: ({ context }, params: { locale: Locale }) =>
      resolveLocaleSwitch(context.currentPath, params.locale, context.pageExists).kind === 'ask',
  },
  actions: {
    // Placeholders: the shell provides routing and focus with .provide().
    navigate: (_, _params: { path: string }) => {},
    focusTrigger: () => {},
    rememberPath: assign({ currentPath: (_, params: { path: string }) => params.path }),
    rememberQuestion: assign({
      asking: ({ context }, params: { locale: Locale }) => {
        const resolved = resolveLocaleSwitch(context.currentPath, params.locale, context.pageExists);
        return resolved.kind === 'ask' ? { path: resolved.path, fallback: resolved.fallback } : null;
      },
    }),
    forgetQuestion: assign({ asking: null }),
  },
}).createMachine({
  id: 'countryPicker',
  context: ({ input }) => ({
    currentPath: input.currentPath,
    pageExists: input.pageExists ?? siteRoutePageExists,
    asking: null,
  }),
  initial: 'closed',
  on: {
    'path.change': {
      target: '.closed',
      actions: [{ type: 'rememberPath', params: ({ event }) => ({ path: event.path }) }, 'forgetQuestion'],
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
            guard: { type: 'mustAskSite', params: ({ event }) => ({ locale: event.locale }) },
            target: 'checking',
            actions: { type: 'rememberQuestion', params: ({ event }) => ({ locale: event.locale }) },
          },
          {
            target: 'closed',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => {
                const resolved = resolveLocaleSwitch(context.currentPath, event.locale, context.pageExists);
                return { path: resolved.kind === 'go' ? resolved.path : resolved.fallback };
              },
            },
          },
        ],
      },
    },
    // The list stays on screen (busy) until the site answers; a route change meanwhile abandons it.
    checking: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'pageAvailable',
        input: ({ context }): PageAvailableInput => ({ path: context.asking?.path ?? '/' }),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'navigate',
              params: ({ context, event }) => ({
                path: (event.output ? context.asking?.path : context.asking?.fallback) ?? '/',
              }),
            },
            'forgetQuestion',
          ],
        },
        // The home of the chosen locale always exists: a failed question still switches country.
        onError: {
          target: 'closed',
          actions: [{ type: 'navigate', params: ({ context }) => ({ path: context.asking?.fallback ?? '/' }) }, 'forgetQuestion'],
        },
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
