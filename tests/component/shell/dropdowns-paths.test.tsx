import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';

vi.mock('next/image', () => import('../blocks/next-image-mock'));
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

import { catalogueEntry, MachineRun, modelOf } from '@/machines/catalogue';
import type { DropdownsContext } from '@/machines/dropdowns';
import { DesktopNav, triggerIdOf } from '@/shell/header/desktop-nav';
import type { NavItemModel } from '@/shell/header/nav-model';

/**
 * The navigation dropdowns' model paths (the ones the model-based machine tests walk) replayed
 * through the real desktop navigation: after every step the triggers and panels show what the
 * machine's state says, and Escape leaves the focus on the trigger it closed.
 */
const entry = catalogueEntry('dropdowns');
if (entry === undefined) throw new Error('the dropdowns are in the catalogue');

const items: NavItemModel[] = [
  { kind: 'dropdown', id: 'dogs', label: 'Dog food', href: null, tiles: [{ image: '/d.jpg', imageAlt: '', heading: 'Rolls', subheading: null, href: '/rolls' }] },
  { kind: 'dropdown', id: 'cats', label: 'Cat food', href: null, tiles: [{ image: '/c.jpg', imageAlt: '', heading: 'Pâtés', subheading: null, href: '/pates' }] },
];
const triggers = () => items.flatMap((item) => (item.kind === 'dropdown' ? [document.getElementById(triggerIdOf(item.id))] : []));

function expectOnly(openId: string | null) {
  for (const trigger of triggers()) {
    if (trigger === null) throw new Error('a dropdown trigger is missing');
    const open = trigger.id === openId;
    expect(trigger.getAttribute('aria-expanded')).toBe(String(open));
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.hidden).toBe(!open);
  }
}

/** What each state must show. */
const SCREEN: Record<string, (context: DropdownsContext) => void> = {
  closed: () => expectOnly(null),
  open: (context) => expectOnly(context.openId),
};

const PRODUCERS: Record<string, (event: AnyEventObject) => void> = {
  'dropdown.toggle': (event) => {
    const trigger = document.getElementById((event as { id?: string }).id ?? '');
    if (trigger === null) throw new Error('no trigger for that dropdown');
    fireEvent.click(trigger);
  },
  // Following a link inside the open panel.
  'dropdown.close': () => {
    const link = document.querySelector('[id^="nav-panel-"]:not([hidden]) a[href]');
    if (link === null) throw new Error('no open panel link');
    fireEvent.click(link);
  },
  'escape.press': () => fireEvent.keyDown(document, { key: 'Escape' }),
  'outside.press': () => fireEvent.pointerDown(screen.getByText('elsewhere')),
};
/** Only an open panel has links to follow. */
const ONLY_WHEN_OPEN = new Set(['dropdown.close']);

const all = modelOf(entry).paths;

describe('dropdowns: model paths through the real navigation', () => {
  it('shows what each state requires at every step, and Escape returns focus to the trigger', async () => {
    const statesSeen = new Set<string>();
    let replayed = 0;
    for (const path of all) {
      const dryRun = new MachineRun(entry);
      let producible = true;
      for (const event of path.events) {
        if (ONLY_WHEN_OPEN.has(event.type) && !dryRun.snapshot.matches('open')) producible = false;
        await dryRun.send(event);
      }
      dryRun.stop();
      if (!producible) continue;
      replayed += 1;
      render(
        <div>
          <DesktopNav items={items} />
          <p>elsewhere</p>
        </div>,
      );
      const model = new MachineRun(entry);
      for (const event of path.events) {
        const openBefore = (model.snapshot.context as DropdownsContext).openId;
        await act(async () => {
          PRODUCERS[event.type]?.(event);
          await model.send(event);
        });
        const state = String(model.snapshot.value);
        statesSeen.add(state);
        const check = SCREEN[state];
        if (check === undefined) throw new Error(`no screen table for state ${state}`);
        await waitFor(() => check(model.snapshot.context as DropdownsContext));
        if (event.type === 'escape.press' && openBefore !== null) expect(document.activeElement?.id).toBe(openBefore);
      }
      model.stop();
      cleanup();
    }
    console.log(`dropdowns: ${replayed} of ${all.length} model paths replayed through the navigation`);
    expect([...statesSeen].sort()).toEqual(Object.keys(SCREEN).sort());
  }, 60_000);
});
