import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { LAYOUT } from '@/config/constants';
import { useDebouncedResize } from '@/ui/dom/use-debounced-resize';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resize handling', () => {
  it('a burst of resizes is reported once, 100 ms after the last one (plus once on mount)', () => {
    expect(LAYOUT.resizeDebounceMs).toBe(100);
    const onResize = vi.fn();
    renderHook(() => useDebouncedResize(onResize));
    expect(onResize).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i += 1) {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(60);
    }
    expect(onResize).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(39);
    expect(onResize).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onResize).toHaveBeenCalledTimes(2);
    expect(onResize).toHaveBeenLastCalledWith(window.innerWidth, window.innerHeight);
  });

  it('no report arrives after unmount', () => {
    const onResize = vi.fn();
    const { unmount } = renderHook(() => useDebouncedResize(onResize));
    window.dispatchEvent(new Event('resize'));
    unmount();
    vi.advanceTimersByTime(500);
    expect(onResize).toHaveBeenCalledTimes(1);
  });
});
