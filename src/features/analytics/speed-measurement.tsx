'use client';

/**
 * Speed measurement at the §9 sample rate (0.05), decided once per page load in the browser.
 * With SPEED_MEASUREMENT_URL configured, a sampled visitor loads that script (lazily, after the
 * page is idle); without it, the local PerformanceObserver measurement pushes LCP, CLS and INP to
 * the data layer instead (see local-web-vitals.ts).
 */
import Script from 'next/script';
import { useEffect, useSyncExternalStore } from 'react';
import { shouldSampleSpeed, track } from '@/services/analytics';
import { browserVitalsEnvironment, startLocalWebVitals } from './local-web-vitals';

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

export function SpeedMeasurement({ scriptUrl, nonce }: SpeedMeasurementProps) {
  const sampled = useSyncExternalStore(noSubscription, isSampledThisPage, notSampledOnServer);

  useEffect(() => {
    if (!sampled || scriptUrl) return undefined;
    return startLocalWebVitals(browserVitalsEnvironment((event) => void track(event), Date.now(), Math.random()));
  }, [sampled, scriptUrl]);

  return sampled && scriptUrl ? <Script src={scriptUrl} strategy="lazyOnload" nonce={nonce} /> : null;
}
