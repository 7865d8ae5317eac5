'use client';

/**
 * Speed measurement at the §9 sample rate (0.05), decided once per page load in the browser.
 * With SPEED_MEASUREMENT_URL configured, a sampled visitor loads that script (lazily, after the
 * page is idle); without it, the `web-vitals` library (loaded only for sampled visitors) pushes
 * LCP, CLS and INP to the data layer as `web_vitals` events (§7).
 */
import Script from 'next/script';
import { useEffect, useSyncExternalStore } from 'react';
import { shouldSampleSpeed, track, webVital } from '@/services/analytics';

export type SpeedMeasurementProps = { readonly scriptUrl: string | undefined; readonly nonce: string | undefined };

/**
 * One draw per page load, as the vendor scripts do (Math.random() is the sampling itself). Kept at
 * module level on purpose: a client module lives exactly as long as the page, and client-side
 * route changes must not draw again.
 */
let sampledThisPage: boolean | undefined;
const isSampledThisPage = () => (sampledThisPage ??= shouldSampleSpeed(Math.random()));
const noSubscription = () => () => {};
// The server never measures; the browser decides after hydration.
const notSampledOnServer = () => false;

/**
 * web-vitals observers last for the page and cannot be removed, so they are registered once per
 * page load however often the component mounts (StrictMode, remounts on navigation).
 */
let measuring: Promise<void> | undefined;

export function measureWebVitals(): Promise<void> {
  measuring ??= import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const report = (metric: { name: string; value: number; id: string; rating: string }) => void track(webVital(metric));
    onLCP(report);
    onCLS(report);
    onINP(report);
  });
  return measuring;
}

export function SpeedMeasurement({ scriptUrl, nonce }: SpeedMeasurementProps) {
  const sampled = useSyncExternalStore(noSubscription, isSampledThisPage, notSampledOnServer);

  useEffect(() => {
    if (!sampled || scriptUrl) return;
    measureWebVitals().catch((error: unknown) => {
      // A failed chunk load costs this page's measurement only; say so where developers look.
      console.warn('speed measurement: web-vitals did not load', error);
    });
  }, [sampled, scriptUrl]);

  return sampled && scriptUrl ? <Script src={scriptUrl} strategy="lazyOnload" nonce={nonce} /> : null;
}
