import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';

vi.mock('next/image', () => import('../blocks/next-image-mock'));
const router = { push: vi.fn() };
vi.mock('next/navigation', () => ({ usePathname: () => '/contact', useRouter: () => router }));

import { catalogueEntry } from '@/studio/machines';
import { CountryPicker } from '@/shell/country-picker/country-picker';
import { allModelPaths, replayThroughUi } from '@tests/support/model-replay';

/**
 * The country picker's model paths (the ones the model-based machine tests walk) replayed through
 * the real component on /contact (en-us): after every step the screen shows what the state says,
 * and the component navigates exactly where the machine's fake `navigate` effect was asked to.
 */
const entry = catalogueEntry('countryPicker');
if (entry === undefined) throw new Error('the country picker is in the catalogue');

const button = () => screen.getByRole('button', { name: /Country/ });
const list = () => {
  const element = document.getElementById(button().getAttribute('aria-controls') ?? '');
  if (element === null) throw new Error('the picker controls no list');
  return element;
};

const LOCALE_NAMES: Record<string, string> = { 'en-us': 'United States', 'en-gb': 'United Kingdom', 'en-ca': 'Canada' };

describe('country picker: model paths through the real component', () => {
  it('shows what each state requires at every step, and navigates where the machine says', async () => {
    await replayThroughUi({
      name: 'country picker',
      entry,
      paths: allModelPaths(entry),
      mount: () => {
        router.push.mockReset();
        render(<CountryPicker locale="en-us" placement="footer" />);
      },
      producers: {
        'picker.toggle': () => fireEvent.click(button()),
        'outside.press': () => fireEvent.pointerDown(document.body),
        'escape.press': () => fireEvent.keyDown(document, { key: 'Escape' }),
        'locale.choose': (event: AnyEventObject) =>
          fireEvent.click(screen.getByRole('link', { name: LOCALE_NAMES[(event as { locale?: string }).locale ?? ''] ?? '' })),
        'path.change': { skip: 'a route change comes from the router, not from this component' },
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
