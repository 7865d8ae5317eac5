import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';

vi.mock('next/image', () => import('../blocks/next-image-mock'));
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

import { catalogueEntry } from '@/studio/machines';
import type { DropdownsContext } from '@/machines/dropdowns';
import { DesktopNav, triggerIdOf } from '@/shell/header/desktop-nav';
import type { NavItemModel } from '@/shell/header/nav-model';
import { allModelPaths, replayThroughUi } from '@tests/support/model-replay';

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

describe('dropdowns: model paths through the real navigation', () => {
  it('shows what each state requires at every step, and Escape returns focus to the trigger', async () => {
    await replayThroughUi({
      name: 'dropdowns',
      entry,
      paths: allModelPaths(entry),
      mount: () => {
        render(
          <div>
            <DesktopNav items={items} />
            <p>elsewhere</p>
          </div>,
        );
      },
      producers: {
        'dropdown.toggle': (event: AnyEventObject) => {
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
      },
      unproducible: (event, before) => (event.type === 'dropdown.close' && !before.matches('open') ? 'only an open panel has links to follow' : null),
      screen: {
        closed: () => expectOnly(null),
        open: (snapshot) => expectOnly((snapshot.context as DropdownsContext).openId),
      },
      afterStep: (event, before) => {
        const openBefore = (before.context as DropdownsContext).openId;
        if (event.type === 'escape.press' && openBefore !== null) expect(document.activeElement?.id).toBe(openBefore);
      },
    });
  }, 60_000);
});
