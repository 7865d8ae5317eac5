import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';

vi.mock('next/image', () => import('../blocks/next-image-mock'));
const router = { push: vi.fn() };
vi.mock('next/navigation', () => ({ usePathname: () => '/contact', useRouter: () => router }));

import { catalogueEntry, MachineRun, modelOf } from '@/machines/catalogue';
import { CountryPicker } from '@/shell/country-picker/country-picker';

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

/** What each state must show. */
const SCREEN: Record<string, () => void> = {
  closed: () => {
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
  },
  open: () => {
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(list().hidden).toBe(false);
  },
};

const LOCALE_NAMES: Record<string, string> = { 'en-us': 'United States', 'en-gb': 'United Kingdom', 'en-ca': 'Canada' };

/** How the page produces each event; a route change comes from the router, not from this component. */
const PRODUCERS: Record<string, ((event: AnyEventObject) => void) | undefined> = {
  'picker.toggle': () => fireEvent.click(button()),
  'outside.press': () => fireEvent.pointerDown(document.body),
  'escape.press': () => fireEvent.keyDown(document, { key: 'Escape' }),
  'locale.choose': (event) => fireEvent.click(screen.getByRole('link', { name: LOCALE_NAMES[(event as { locale?: string }).locale ?? ''] ?? '' })),
  'path.change': undefined,
};
/** The locale links are in a hidden list while closed: only an open picker can produce a choice. */
const ONLY_WHEN_OPEN = new Set(['locale.choose']);

const all = modelOf(entry).paths;
const paths = all.filter((path) => path.events.every((event) => PRODUCERS[event.type] !== undefined));

describe('country picker: model paths through the real component', () => {
  it('shows what each state requires at every step, and navigates where the machine says', async () => {
    const statesSeen = new Set<string>();
    let replayed = 0;
    for (const path of paths) {
      const dryRun = new MachineRun(entry);
      let producible = true;
      for (const event of path.events) {
        if (ONLY_WHEN_OPEN.has(event.type) && !dryRun.snapshot.matches('open')) producible = false;
        await dryRun.send(event);
      }
      dryRun.stop();
      if (!producible) continue;
      replayed += 1;
      router.push.mockReset();
      render(<CountryPicker locale="en-us" placement="footer" />);
      const model = new MachineRun(entry);
      for (const event of path.events) {
        await act(async () => {
          PRODUCERS[event.type]?.(event);
          await model.send(event);
        });
        const state = String(model.snapshot.value);
        statesSeen.add(state);
        const check = SCREEN[state];
        if (check === undefined) throw new Error(`no screen table for state ${state}`);
        await waitFor(check);
      }
      const navigations = model.log.filter((line) => line.kind === 'effect' && line.text.startsWith('navigate ')).map((line) => (JSON.parse(line.text.slice('navigate '.length)) as { path: string }).path);
      expect(router.push.mock.calls.map((call) => call[0] as string)).toEqual(navigations);
      model.stop();
      cleanup();
    }
    console.log(`country picker: ${replayed} of ${all.length} model paths replayed through the component (the rest need a route change)`);
    expect(replayed).toBeGreaterThan(0);
    expect([...statesSeen].sort()).toEqual(Object.keys(SCREEN).sort());
  }, 60_000);
});
