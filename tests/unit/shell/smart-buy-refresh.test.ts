import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@/config/constants';
import { SMART_BUY_REFRESH_EVENT, scheduleSmartBuyRefresh, type SmartBuyHost } from '@/shell/analytics/smart-buy-refresh';

afterEach(() => {
  vi.useRealTimers();
});

function host(widget?: SmartBuyHost['smartBuy']) {
  const events: string[] = [];
  const h: SmartBuyHost = {
    smartBuy: widget,
    dispatchEvent: (e) => (events.push(e.type), true),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
  };
  return { h, events };
}

describe('smart-buy widget refresh (§9)', () => {
  it('refreshes the widget 1 second after its script loaded, not before', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const { h, events } = host({ refresh });
    scheduleSmartBuyRefresh(h);
    vi.advanceTimersByTime(TIMING.smartButtonRefreshMs - 1);
    expect(refresh).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual([SMART_BUY_REFRESH_EVENT]);
  });

  it('a widget without refresh() still gets the refresh event', () => {
    vi.useFakeTimers();
    const { h, events } = host(undefined);
    scheduleSmartBuyRefresh(h);
    vi.advanceTimersByTime(TIMING.smartButtonRefreshMs);
    expect(events).toEqual([SMART_BUY_REFRESH_EVENT]);
  });
});
