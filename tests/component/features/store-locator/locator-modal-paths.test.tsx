import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { catalogueEntry } from '@/studio/machines';
import { LOCATOR_MODAL_OPEN_EVENT, type LocatorModalContext } from '@/machines/modals';
import { CLOSE_LABEL, StoreLocatorModalHost, locatorFrameSrc } from '@/features/store-locator/store-locator-modal-host';
import { allModelPaths, replayThroughUi } from '@tests/support/model-replay';

/**
 * The store-locator modal's model paths (every shortest path, plus one per transition those miss) replayed through the real host and modal: the
 * window event opens it, the close button, the backdrop and Escape close it, and after every step
 * the dialog shows what the machine's state says.
 */
const entry = catalogueEntry('locatorModal');
if (entry === undefined) throw new Error('the store-locator modal is in the catalogue');

const dialog = () => document.querySelector('dialog');
const opener = () => screen.getByRole('button', { name: 'opener' });

/** Controls of the open dialog: while it is shut none of them is on screen. */
const IN_DIALOG = new Set(['modal.close', 'backdrop.press', 'escape.press']);

describe('locator modal: model paths through the real component', () => {
  it('locator modal: every shortest path shows what its state must show', async () => {
    await replayThroughUi({
      name: 'locator modal',
      entry,
      paths: allModelPaths(entry),
      mount: () => {
        render(
          <>
            <button type="button">opener</button>
            <StoreLocatorModalHost locale="en-gb" />
          </>,
        );
        act(() => opener().focus());
      },
      producers: {
        'locator.open': (event: AnyEventObject) => {
          const { productId, online } = event as { productId?: string; online?: boolean };
          window.dispatchEvent(new CustomEvent(LOCATOR_MODAL_OPEN_EVENT, { detail: online === undefined ? { productId } : { productId, online } }));
        },
        'modal.close': () => fireEvent.click(screen.getByRole('button', { name: CLOSE_LABEL })),
        // A click on the dialog element itself, outside its panel, is a click on the backdrop.
        'backdrop.press': () => {
          const element = dialog();
          if (element === null) throw new Error('no dialog');
          fireEvent.click(element);
        },
        'escape.press': () => {
          const element = dialog();
          if (element === null) throw new Error('no dialog');
          fireEvent.keyDown(element, { key: 'Escape' });
        },
      },
      unproducible: (event, before) => (IN_DIALOG.has(event.type) && !before.matches('open') ? 'the dialog is shut, so its controls and backdrop are not on screen' : null),
      screen: {
        // Shut: no frame is loaded, and focus is back on (or still on) the opener.
        closed: () => {
          expect(dialog()?.hasAttribute('open') ?? false).toBe(false);
          expect(document.querySelector('iframe')).toBeNull();
          expect(document.activeElement).toBe(opener());
        },
        // Open: the locator frame preselects the product, and focus is on the close button.
        open: (snapshot) => {
          expect(dialog()?.hasAttribute('open')).toBe(true);
          const context = snapshot.context as LocatorModalContext;
          expect(document.querySelector('iframe')?.getAttribute('src')).toBe(locatorFrameSrc('en-gb', context.productId, context.online));
          expect(screen.getByRole('heading', { level: 2 }).id).toBe('locator-modal-title');
          expect(document.activeElement).toBe(screen.getByRole('button', { name: CLOSE_LABEL }));
        },
      },
      // The host loads the modal's chunk on the first event.
      timeout: 5000,
    });
  }, 60_000);
});
