import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';

vi.mock('next/image', () => import('../blocks/next-image-mock'));
const router = { push: vi.fn() };
// Each model start is a page the visitor is on; the mount sets it before rendering.
let pathname = '/contact';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => router }));

import { catalogueEntry } from '@/studio/machines';
import { CountryPicker } from '@/shell/country-picker/country-picker';
import { allModelPaths, Deferred, replayThroughUi, until } from '@tests/support/model-replay';
import { stubFetch } from '../features/forms/fetch-stub';

/**
 * The country picker's model paths (the ones the model-based machine tests walk) replayed through
 * the real component on each start's page (en-us): after every step the screen shows what the state
 * says, and the component navigates exactly where the machine's fake `navigate` effect was asked to.
 * The site's answer about a page it cannot vouch for is a HEAD request the test holds and answers
 * as the model's actor does.
 */
const entry = catalogueEntry('countryPicker');
if (entry === undefined) throw new Error('the country picker is in the catalogue');

const button = () => screen.getByRole('button', { name: /Country/ });
const list = () => {
  const element = document.getElementById(button().getAttribute('aria-controls') ?? '');
  if (element === null) throw new Error('the picker controls no list');
  return element;
};

/** The HEAD request the picker is waiting on, answered by the done and error producers. */
let question: Deferred<Response> | null = null;
const askedSite = () => until(() => question !== null, 'the HEAD request for the page in the chosen locale');

const LOCALE_NAMES: Record<string, string> = { 'en-us': 'United States', 'en-gb': 'United Kingdom', 'en-ca': 'Canada' };

const DONE = 'xstate.done.actor.0.countryPicker.checking';
const FAILED = 'xstate.error.actor.0.countryPicker.checking';

describe('country picker: model paths through the real component', () => {
  it('shows what each state requires at every step, and navigates where the machine says', async () => {
    await replayThroughUi({
      name: 'country picker',
      entry,
      paths: allModelPaths(entry),
      mount: (path) => {
        router.push.mockReset();
        question = null;
        pathname = (entry.starts[path.start]?.input as { currentPath: string }).currentPath;
        stubFetch({
          // Any page of the other locale: the picker asks about the path the visitor is on.
          [`HEAD /en-gb${pathname}`]: () => {
            question = new Deferred<Response>();
            return question.promise;
          },
        });
        render(<CountryPicker locale="en-us" placement="footer" />);
      },
      producers: {
        'picker.toggle': () => fireEvent.click(button()),
        'outside.press': () => fireEvent.pointerDown(document.body),
        'escape.press': () => fireEvent.keyDown(document, { key: 'Escape' }),
        'locale.choose': (event: AnyEventObject) =>
          fireEvent.click(screen.getByRole('link', { name: LOCALE_NAMES[(event as { locale?: string }).locale ?? ''] ?? '' })),
        'path.change': { skip: 'a route change comes from the router, not from this component' },
        [DONE]: async (event: AnyEventObject) => {
          await askedSite();
          question?.resolve(new Response(null, { status: (event as { output?: boolean }).output ? 200 : 404 }));
        },
        [FAILED]: async () => {
          await askedSite();
          question?.reject(new TypeError('Failed to fetch'));
        },
      },
      unproducible: (event, before) => (event.type === 'locale.choose' && !before.matches('open') ? 'the locale links are in a hidden list while closed' : null),
      screen: {
        closed: () => {
          expect(button().getAttribute('aria-expanded')).toBe('false');
          expect(list().hidden).toBe(true);
        },
        open: () => {
          expect(button().getAttribute('aria-expanded')).toBe('true');
          expect(list().hidden).toBe(false);
          expect(list().getAttribute('aria-busy')).toBeNull();
        },
        checking: () => {
          expect(button().getAttribute('aria-expanded')).toBe('true');
          expect(list().hidden).toBe(false);
          expect(list().getAttribute('aria-busy')).toBe('true');
        },
      },
      afterPath: (model) => {
        const navigations = model.log
          .filter((line) => line.kind === 'effect' && line.text.startsWith('navigate '))
          .map((line) => (JSON.parse(line.text.slice('navigate '.length)) as { path: string }).path);
        expect(router.push.mock.calls.map((call) => call[0] as string)).toEqual(navigations);
      },
    });
  }, 60_000);
});
