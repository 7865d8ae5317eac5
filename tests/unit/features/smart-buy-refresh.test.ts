import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { TIMING } from '@/config/constants';
import { SMART_BUY_REFRESH_EVENT, SMART_BUY_SCRIPT_ID, smartBuyLoaderSource } from '@/features/analytics/smart-buy-refresh';

type FakeScript = { id?: string; async?: boolean; src?: string; onload?: () => void };

/** Runs the inline loader against a minimal document and window; returns what it did. */
function run(source: string, widget?: { refresh?: () => void }) {
  const appended: FakeScript[] = [];
  const events: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const window = { smartBuy: widget, dispatchEvent: (e: { type: string }) => (events.push(e.type), true) };
  runInNewContext(source, {
    window,
    document: { createElement: (): FakeScript => ({}), body: { appendChild: (s: FakeScript) => appended.push(s) } },
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    Event: class {
      constructor(readonly type: string) {}
    },
  });
  return { appended, events, timers };
}

describe('smart-buy widget refresh (§9)', () => {
  it('adds the locale widget script, and only after it loaded waits 1 second to refresh it', () => {
    const refresh = vi.fn();
    const { appended, events, timers } = run(smartBuyLoaderSource('https://widgets.example/sb.js'), { refresh });
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ id: SMART_BUY_SCRIPT_ID, async: true, src: 'https://widgets.example/sb.js' });
    expect(timers).toEqual([]);
    appended[0]?.onload?.();
    expect(timers.map((t) => t.ms)).toEqual([TIMING.smartButtonRefreshMs]);
    expect(refresh).not.toHaveBeenCalled();
    timers[0]?.fn();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual([SMART_BUY_REFRESH_EVENT]);
  });

  it('a widget without refresh() still gets the refresh event', () => {
    const { appended, events, timers } = run(smartBuyLoaderSource('https://widgets.example/sb.js'));
    appended[0]?.onload?.();
    timers[0]?.fn();
    expect(events).toEqual([SMART_BUY_REFRESH_EVENT]);
  });

  it('a script URL cannot close the inline script or break out of its string', () => {
    const hostile = 'https://x.example/a.js?"</script><script>alert(1)</script>';
    const source = smartBuyLoaderSource(hostile);
    expect(source).not.toContain('</script');
    expect(run(source).appended[0]?.src).toBe(hostile);
  });
});
