import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LOADING_LABEL, lazyBlock } from '@/blocks/lazy-block';
import { TIMING } from '@/config/constants';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Loaded({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A component import that resolves after `ms` of (fake) time, or never. */
function loadAfter(ms: number | 'never') {
  return () =>
    new Promise<typeof Loaded>((resolve) => {
      if (ms !== 'never') setTimeout(() => resolve(Loaded), ms);
    });
}

describe('lazily loaded blocks (§4, §9: loading state after 200 ms)', () => {
  it('the loading state appears only once the 200 ms delay has passed', async () => {
    const Block = lazyBlock(loadAfter('never'));
    render(<Block text="ready" />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText(LOADING_LABEL)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMING.loadingDelayMs - 1);
    });
    expect(screen.queryByText(LOADING_LABEL)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('status').textContent).toContain(LOADING_LABEL);
  });

  it('a block that loads within the delay never flashes the loading state', async () => {
    const Block = lazyBlock(loadAfter(50));
    render(<Block text="ready" />);
    const seen: boolean[] = [];
    for (let t = 0; t < 400; t += 25) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(25);
      });
      seen.push(screen.queryByText(LOADING_LABEL) !== null);
    }
    expect(screen.getByText('ready')).toBeTruthy();
    expect(seen.some(Boolean)).toBe(false);
  });

  it('a slow block shows the loading state, then replaces it with the block', async () => {
    const Block = lazyBlock(loadAfter(600), { label: 'Loading reviews…' });
    render(<Block text="reviews" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMING.loadingDelayMs);
    });
    expect(screen.getByText('Loading reviews…')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(screen.getByText('reviews')).toBeTruthy();
    expect(screen.queryByText('Loading reviews…')).toBeNull();
  });
});
