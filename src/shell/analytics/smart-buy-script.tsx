'use client';

import Script from 'next/script';
import { scheduleSmartBuyRefresh } from './smart-buy-refresh';

/** The locale's smart-buy widget script (§1), refreshed once it has loaded (see smart-buy-refresh.ts). */
export function SmartBuyScript({ src, nonce }: { readonly src: string; readonly nonce: string | undefined }) {
  return (
    <Script
      id="smart-buy"
      src={src}
      strategy="lazyOnload"
      nonce={nonce}
      onLoad={() => scheduleSmartBuyRefresh(window)}
    />
  );
}
