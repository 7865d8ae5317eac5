/**
 * Local speed measurement: LCP, CLS and INP into the data layer, where the speed-measurement
 * service is not configured (§1, §7). The `web-vitals` package is not a dependency of this
 * project, so these are approximations of its algorithms on the browser's PerformanceObserver:
 *
 * - LCP: the last `largest-contentful-paint` entry before the first input or the page is hidden.
 * - CLS: the largest session window of `layout-shift` entries without recent input (windows end
 *   after a 1 s gap or 5 s in total), as web-vitals v3+ defines it.
 * - INP: the longest `event` entry per interaction, taking the worst one, or roughly the 98th
 *   percentile (one worst interaction skipped per 50) on pages with many interactions.
 *
 * Each metric is reported once, when the page is hidden (tab switch, navigation away, close).
 * Route changes inside the app do not end the measurement, matching web-vitals' default.
 */
import { WEB_VITALS } from '@/config/constants';
import { webVital, type WebVitalEvent } from '@/services/analytics';

export type MetricName = 'LCP' | 'CLS' | 'INP';
export type Rating = 'good' | 'needs-improvement' | 'poor';

/**
 * The rating web-vitals gives a value.
 *
 * @example
 * rateMetric('LCP', 2400); // 'good'
 * rateMetric('CLS', 0.3); // 'poor'
 */
export function rateMetric(name: MetricName, value: number): Rating {
  const [good, poor] =
    name === 'LCP'
      ? [WEB_VITALS.lcp.goodMs, WEB_VITALS.lcp.poorMs]
      : name === 'CLS'
        ? [WEB_VITALS.cls.good, WEB_VITALS.cls.poor]
        : [WEB_VITALS.inp.goodMs, WEB_VITALS.inp.poorMs];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The fields of a `layout-shift` entry this module reads (the DOM lib does not type it). */
export type LayoutShiftLike = { readonly startTime: number; readonly value: number; readonly hadRecentInput: boolean };

/**
 * CLS from layout shifts in time order: the largest session window.
 *
 * @example
 * clsFromShifts([{ startTime: 0, value: 0.05, hadRecentInput: false }, { startTime: 500, value: 0.05, hadRecentInput: false }]); // 0.1
 * clsFromShifts([{ startTime: 0, value: 0.2, hadRecentInput: true }]); // 0
 */
export function clsFromShifts(shifts: readonly LayoutShiftLike[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    const startsNew =
      shift.startTime - previous > WEB_VITALS.cls.sessionGapMs || shift.startTime - windowStart > WEB_VITALS.cls.sessionMaxMs;
    if (startsNew) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** The fields of an `event` timing entry this module reads. */
export type EventTimingLike = { readonly interactionId: number; readonly duration: number };

/**
 * INP from event timings: the longest duration per interaction, then the worst interaction,
 * skipping one of the worst per 50 interactions (web-vitals' 98th-percentile approximation).
 * Entries without an interaction id (hovers, scrolls) are not interactions. No interaction: null.
 *
 * @example
 * inpFromEvents([{ interactionId: 1, duration: 80 }, { interactionId: 1, duration: 120 }, { interactionId: 2, duration: 40 }]); // 120
 * inpFromEvents([]); // null
 */
export function inpFromEvents(events: readonly EventTimingLike[]): number | null {
  const longest = new Map<number, number>();
  for (const e of events) {
    if (!e.interactionId) continue;
    longest.set(e.interactionId, Math.max(longest.get(e.interactionId) ?? 0, e.duration));
  }
  if (longest.size === 0) return null;
  const sorted = [...longest.values()].sort((a, b) => b - a);
  const skip = Math.min(sorted.length - 1, Math.floor(longest.size / WEB_VITALS.inp.interactionsPerPercentileStep));
  return sorted[skip] ?? null;
}

/** The browser surface the measurement needs, injectable for tests. */
export type VitalsEnvironment = {
  readonly observe: (type: string, onEntries: (entries: readonly PerformanceEntry[]) => void) => (() => void) | null;
  readonly onHidden: (callback: () => void) => () => void;
  readonly report: (event: WebVitalEvent) => void;
  /** A page-unique id prefix, like web-vitals' `v4-<time>-<random>`. */
  readonly idPrefix: string;
};

/**
 * Starts measuring; returns a stop function. Metrics the browser cannot observe are skipped
 * (an unsupported entry type makes `observe` return null).
 */
export function startLocalWebVitals(environment: VitalsEnvironment): () => void {
  let lcp: number | null = null;
  let lcpFinal = false;
  const shifts: LayoutShiftLike[] = [];
  const events: EventTimingLike[] = [];
  let reported = false;

  const stops = [
    environment.observe('largest-contentful-paint', (entries) => {
      if (lcpFinal) return;
      const last = entries[entries.length - 1];
      if (last) lcp = last.startTime;
    }),
    environment.observe('layout-shift', (entries) => {
      for (const entry of entries) shifts.push(entry as unknown as LayoutShiftLike);
    }),
    environment.observe('event', (entries) => {
      for (const entry of entries) events.push(entry as unknown as EventTimingLike);
      // The browser stops reporting LCP candidates at the first input; so does the metric.
      if (entries.length > 0) lcpFinal = true;
    }),
  ];

  const report = (name: MetricName, value: number) =>
    environment.report(webVital({ name, value, id: `${environment.idPrefix}-${name}`, rating: rateMetric(name, value) }));

  const stopHidden = environment.onHidden(() => {
    if (reported) return;
    reported = true;
    if (lcp !== null) report('LCP', lcp);
    report('CLS', clsFromShifts(shifts));
    const inp = inpFromEvents(events);
    if (inp !== null) report('INP', inp);
  });

  return () => {
    stopHidden();
    for (const stop of stops) stop?.();
  };
}

/** The real browser environment for {@link startLocalWebVitals}. */
export function browserVitalsEnvironment(report: (event: WebVitalEvent) => void, now: number, random: number): VitalsEnvironment {
  return {
    idPrefix: `v-${now}-${Math.floor(random * 1e12)}`,
    report,
    observe: (type, onEntries) => {
      if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
      const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
      // durationThreshold is part of Event Timing; other entry types ignore it.
      observer.observe({ type, buffered: true, durationThreshold: WEB_VITALS.inp.minEventDurationMs } as PerformanceObserverInit);
      return () => observer.disconnect();
    },
    onHidden: (callback) => {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') callback();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', callback);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', callback);
      };
    },
  };
}
