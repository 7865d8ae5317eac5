'use client';

/**
 * The tag manager (§1): its start event goes into the data layer first (what the vendor's inline
 * snippet does, without an inline script), then its script loads after the page is interactive.
 * Events pushed earlier wait in `window.dataLayer`, which the tag manager reads when it starts.
 */
import Script from 'next/script';
import { useEffect } from 'react';
import { tagManagerStart, track } from '@/services/analytics';

export type TagManagerProps = { readonly containerId: string; readonly nonce: string | undefined };

export function TagManager({ containerId, nonce }: TagManagerProps) {
  useEffect(() => {
    track(tagManagerStart(Date.now()));
  }, []);
  return (
    <Script
      id="tag-manager"
      src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`}
      strategy="afterInteractive"
      nonce={nonce}
    />
  );
}
