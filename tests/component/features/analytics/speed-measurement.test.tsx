import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';

/** The web-vitals callbacks the component registered, so a test can play the browser's part. */
const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: { name: string; value: number; id: string; rating: string }) => void>() }));
vi.mock('web-vitals', () => ({
  onLCP: (cb: never) => vitals.callbacks.set('LCP', cb),
  onCLS: (cb: never) => vitals.callbacks.set('CLS', cb),
  onINP: (cb: never) => vitals.callbacks.set('INP', cb),
}));

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const vitalEvents = () => ((window as DataLayerWindow).dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'web_vitals');

/** A fresh module per test: the sampling draw is made once per page load (module lifetime). */
async function loadWithDraw(draw: number) {
  vi.resetModules();
  vi.spyOn(Math, 'random').mockReturnValue(draw);
  return import('@/features/analytics/speed-measurement');
}

beforeEach(() => {
  delete (window as DataLayerWindow).dataLayer;
  vitals.callbacks.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('speed measurement without a vendor script: web-vitals into the data layer (§1, §7, §9)', () => {
  it('a sampled visit registers LCP, CLS and INP and pushes each report as a web_vitals event', async () => {
    const { SpeedMeasurement } = await loadWithDraw(0.01);
    render(<SpeedMeasurement scriptUrl={undefined} nonce={undefined} />);
    await waitFor(() => expect([...vitals.callbacks.keys()].sort()).toEqual(['CLS', 'INP', 'LCP']));
    vitals.callbacks.get('LCP')?.({ name: 'LCP', value: 1234.5, id: 'v5-1', rating: 'good' });
    expect(vitalEvents()).toEqual([{ event: 'web_vitals', metric_name: 'LCP', metric_value: 1234.5, metric_id: 'v5-1', metric_rating: 'good' }]);
  });

  it('a visit outside the 5% sample measures nothing', async () => {
    const { SpeedMeasurement } = await loadWithDraw(0.99);
    render(<SpeedMeasurement scriptUrl={undefined} nonce={undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vitals.callbacks.size).toBe(0);
  });

  it('mounting twice in one page load registers the observers once', async () => {
    const { SpeedMeasurement, measureWebVitals } = await loadWithDraw(0.01);
    const first = render(<SpeedMeasurement scriptUrl={undefined} nonce={undefined} />);
    first.unmount();
    render(<SpeedMeasurement scriptUrl={undefined} nonce={undefined} />);
    expect(measureWebVitals()).toBe(measureWebVitals());
  });

  it('with a vendor script configured, web-vitals is not loaded', async () => {
    const { SpeedMeasurement } = await loadWithDraw(0.01);
    render(<SpeedMeasurement scriptUrl="https://speed.example/script.js" nonce={undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vitals.callbacks.size).toBe(0);
  });
});
