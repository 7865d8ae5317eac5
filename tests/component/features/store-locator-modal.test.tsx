import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCATOR_MODAL_OPEN_EVENT } from '@/machines/modals';
import { CLOSE_LABEL, StoreLocatorModalHost, locatorFrameSrc } from '@/features/store-locator/store-locator-modal-host';

function setup() {
  const utils = render(
    <>
      <button type="button">opener</button>
      <StoreLocatorModalHost locale="en-gb" />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'opener' });
  // The host loads the modal's chunk on the first event: wait for the dialog to open.
  const open = async (productId = '084219200116', online?: boolean) => {
    act(() => opener.focus());
    act(() => {
      window.dispatchEvent(new CustomEvent(LOCATOR_MODAL_OPEN_EVENT, { detail: online === undefined ? { productId } : { productId, online } }));
    });
    await waitFor(() => expect(utils.container.querySelector('dialog')?.hasAttribute('open')).toBe(true), { timeout: 5000 });
  };
  const dialog = () => utils.container.querySelector('dialog');
  return { ...utils, opener, open, dialog };
}

describe('store-locator modal', () => {
  it('the window event opens it with the locator frame preselecting the product, focus on close', async () => {
    const { open, dialog } = setup();
    expect(dialog()?.hasAttribute('open') ?? false).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    await open();
    expect(dialog()?.hasAttribute('open')).toBe(true);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('/en-gb/where-to-buy/embed?sc-upc=084219200116');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: CLOSE_LABEL }));
  });

  it('an event asking for buy online opens the frame on the buy-online view (ons=1), still preselecting the product', async () => {
    const { open } = setup();
    await open('084219200116', true);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('/en-gb/where-to-buy/embed?ons=1&sc-upc=084219200116');
  });

  it('a malformed event detail leaves it shut', async () => {
    const { dialog } = setup();
    act(() => {
      window.dispatchEvent(new CustomEvent(LOCATOR_MODAL_OPEN_EVENT, { detail: { productId: '<img onerror>' } }));
    });
    // The modal's chunk loads on the event; once it has, the dialog is there and still shut.
    await waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 });
    expect(dialog()?.hasAttribute('open')).toBe(false);
  });

  it('Escape closes it and focus returns to the opener', async () => {
    const { open, dialog, opener } = setup();
    await open();
    const d = dialog();
    if (!d) throw new Error('no dialog');
    fireEvent.keyDown(d, { key: 'Escape' });
    expect(d.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes it and focus returns to the opener', async () => {
    const { open, dialog, opener } = setup();
    await open();
    fireEvent.click(screen.getByRole('button', { name: CLOSE_LABEL }));
    expect(dialog()?.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('a click on the backdrop closes it; a click inside the panel does not', async () => {
    const { open, dialog } = setup();
    await open();
    const d = dialog();
    if (!d) throw new Error('no dialog');
    fireEvent.click(screen.getByRole('heading', { name: 'Where to buy' }));
    expect(d.hasAttribute('open')).toBe(true);
    fireEvent.click(d);
    expect(d.hasAttribute('open')).toBe(false);
  });

  it('focus is kept inside: the guards wrap Tab from the end to the close button and Shift+Tab from the start to the frame', async () => {
    const { open, container } = setup();
    await open();
    const end = container.querySelector<HTMLElement>('[data-focus-guard="end"]');
    const start = container.querySelector<HTMLElement>('[data-focus-guard="start"]');
    act(() => end?.focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: CLOSE_LABEL }));
    act(() => start?.focus());
    expect(document.activeElement).toBe(document.querySelector('iframe'));
  });

  it('a product id that is not a UPC opens the locator unfiltered', () => {
    expect(locatorFrameSrc('en-us', 'bb-gen-01')).toBe('/where-to-buy/embed');
    expect(locatorFrameSrc('en-ca', '084219200116')).toBe('/en-ca/where-to-buy/embed?sc-upc=084219200116');
    expect(locatorFrameSrc('en-us', 'bb-gen-01', true)).toBe('/where-to-buy/embed?ons=1');
  });
});
