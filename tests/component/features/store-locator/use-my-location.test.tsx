import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseMyLocation } from '@/features/store-locator/use-my-location';

type PositionCallback = (position: { coords: { latitude: number; longitude: number } }) => void;
type ErrorCallback = (error: { code: number; message: string }) => void;

/** A fake navigator.geolocation whose answer the test gives. */
function fakeGeolocation() {
  const calls: Array<{ ok: PositionCallback; fail: ErrorCallback; options: unknown }> = [];
  // Geolocation needs a secure context (https or localhost); the test document is one.
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: (ok: PositionCallback, fail: ErrorCallback, options: unknown) => calls.push({ ok, fail, options }) } });
  return calls;
}

function renderInForm(upc = '') {
  return render(
    <form>
      <select name="sc-upc" defaultValue={upc} aria-label="Product">
        <option value="">All products</option>
        <option value="084219200116">Roll</option>
      </select>
      <UseMyLocation basePath="/en-gb/where-to-buy" />
    </form>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('"Use my location"', () => {
  it('a refusal says so in the live region and describes the button; pressing again asks again', async () => {
    const calls = fakeGeolocation();
    renderInForm();
    const button = screen.getByRole('button', { name: 'Use my location' });
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toBe('Finding your location…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    act(() => calls[0]?.fail({ code: 1, message: 'User denied Geolocation' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/haven't allowed this site to use your location/));
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(calls).toHaveLength(2);
  });

  it('a position opens the stores near it (rounded), with the product chosen in the form', async () => {
    const calls = fakeGeolocation();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderInForm('084219200116');
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(calls[0]?.options).toMatchObject({ enableHighAccuracy: false });
    act(() => calls[0]?.ok({ coords: { latitude: 53.80083, longitude: -1.54912 } }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en-gb/where-to-buy?lat=53.801&lng=-1.549&sc-upc=084219200116'));
    expect(screen.getByRole('status').textContent).toBe('Finding stores near you…');
  });

  it('a browser without geolocation is told to search by postal code or city', async () => {
    const { geolocation: _, ...rest } = navigator as Navigator & { geolocation?: unknown };
    vi.stubGlobal('navigator', rest);
    renderInForm();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/can't share your location\. Search by postal code or city/));
  });
});
