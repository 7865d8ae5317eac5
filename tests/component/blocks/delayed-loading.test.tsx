import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { DelayedLoading, LOADING_LABEL } from '@/ui/delayed-loading';
import { TIMING } from '@/config/constants';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading states (§4, §9: shown after 200 ms)', () => {
  it('the loading state appears only once the 200 ms delay has passed; its live region exists from the start', async () => {
    render(<DelayedLoading />);
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

  it('reserves the height it is given, so the content replacing it does not move the page', () => {
    render(<DelayedLoading minHeight="30rem" />);
    expect(screen.getByRole('status').style.getPropertyValue('--lazy-min-height')).toBe('30rem');
  });
});
