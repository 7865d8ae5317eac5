import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clsFromShifts,
  inpFromEvents,
  rateMetric,
  startLocalWebVitals,
  type LayoutShiftLike,
  type VitalsEnvironment,
} from '@/features/analytics/local-web-vitals';
import type { WebVitalEvent } from '@/services/analytics';

describe('local speed measurement (PerformanceObserver approximations of web-vitals)', () => {
  it('ratings follow the published good / needs-improvement / poor boundaries', () => {
    expect([rateMetric('LCP', 2500), rateMetric('LCP', 2501), rateMetric('LCP', 4001)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rateMetric('CLS', 0.1), rateMetric('CLS', 0.2), rateMetric('CLS', 0.26)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rateMetric('INP', 200), rateMetric('INP', 499), rateMetric('INP', 501)]).toEqual(['good', 'needs-improvement', 'poor']);
  });

  it('CLS is the largest session window; a gap over 1 s starts a new window, input-caused shifts do not count', () => {
    const shifts: LayoutShiftLike[] = [
      { startTime: 0, value: 0.05, hadRecentInput: false },
      { startTime: 900, value: 0.05, hadRecentInput: false },
      { startTime: 2500, value: 0.08, hadRecentInput: false },
      { startTime: 2600, value: 0.5, hadRecentInput: true },
    ];
    expect(clsFromShifts(shifts)).toBeCloseTo(0.1);
  });

  it('a session window is capped at 5 s even without gaps', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ startTime: i * 900, value: 0.01, hadRecentInput: false }));
    // 0..4500 ms fits 6 shifts in the first window; the rest start new windows.
    expect(clsFromShifts(shifts)).toBeCloseTo(0.06);
  });

  it('CLS never exceeds the sum of the counted shifts and is never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ startTime: fc.nat(20_000), value: fc.double({ min: 0, max: 1, noNaN: true }), hadRecentInput: fc.boolean() })),
        (raw) => {
          const shifts = [...raw].sort((a, b) => a.startTime - b.startTime);
          const cls = clsFromShifts(shifts);
          const total = shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
          return cls >= 0 && cls <= total + 1e-9;
        },
      ),
    );
  });

  it('INP takes the longest entry per interaction and the worst interaction; no interaction, no INP', () => {
    expect(
      inpFromEvents([
        { interactionId: 1, duration: 80 },
        { interactionId: 1, duration: 120 },
        { interactionId: 2, duration: 48 },
        { interactionId: 0, duration: 900 },
      ]),
    ).toBe(120);
    expect(inpFromEvents([{ interactionId: 0, duration: 300 }])).toBeNull();
  });

  it('with 50 or more interactions INP skips the single worst one (98th percentile)', () => {
    const events = Array.from({ length: 60 }, (_, i) => ({ interactionId: i + 1, duration: i === 59 ? 2000 : 100 + i }));
    expect(inpFromEvents(events)).toBe(158);
  });

  it('each metric is reported once, when the page is first hidden', () => {
    const observers = new Map<string, (entries: readonly PerformanceEntry[]) => void>();
    let hide: () => void = () => {};
    const reported: WebVitalEvent[] = [];
    const environment: VitalsEnvironment = {
      idPrefix: 'v-test',
      observe: (type, onEntries) => {
        observers.set(type, onEntries);
        return () => observers.delete(type);
      },
      onHidden: (callback) => {
        hide = callback;
        return () => {};
      },
      report: (event) => reported.push(event),
    };
    const stop = startLocalWebVitals(environment);
    const entry = (fields: Record<string, number | boolean>) => fields as unknown as PerformanceEntry;
    observers.get('largest-contentful-paint')?.([entry({ startTime: 900 }), entry({ startTime: 1800 })]);
    observers.get('layout-shift')?.([entry({ startTime: 100, value: 0.02, hadRecentInput: false })]);
    observers.get('event')?.([entry({ interactionId: 7, duration: 64 })]);
    // A later LCP candidate after the first input no longer counts.
    observers.get('largest-contentful-paint')?.([entry({ startTime: 5000 })]);
    hide();
    hide();
    expect(reported.map((e) => [e.metric_name, e.metric_value, e.metric_rating, e.metric_id])).toEqual([
      ['LCP', 1800, 'good', 'v-test-LCP'],
      ['CLS', 0.02, 'good', 'v-test-CLS'],
      ['INP', 64, 'good', 'v-test-INP'],
    ]);
    stop();
    expect(observers.size).toBe(0);
  });

  it('entry types the browser cannot observe are skipped, CLS still reports 0', () => {
    const reported: WebVitalEvent[] = [];
    let hide: () => void = () => {};
    startLocalWebVitals({
      idPrefix: 'v',
      observe: () => null,
      onHidden: (callback) => {
        hide = callback;
        return () => {};
      },
      report: (event) => reported.push(event),
    });
    hide();
    expect(reported.map((e) => e.metric_name)).toEqual(['CLS']);
  });
});
