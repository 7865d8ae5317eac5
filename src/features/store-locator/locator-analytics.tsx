'use client';

/**
 * The locator's analytics (§7 "events for buy online, where to buy") without turning the locator
 * into a client component: one delegated listener around the server-rendered view. Elements say
 * what they report with data-track="buy-online" | "where-to-buy" and data-upc / data-product-id.
 */
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { buyOnline, track, whereToBuy, type ProductRef } from '@/services/analytics';

function productRef(el: HTMLElement): ProductRef {
  return { productId: el.dataset.productId || undefined, upc: el.dataset.upc || undefined };
}

function report(el: HTMLElement | null): void {
  if (!el) return;
  const kind = el.dataset.track;
  if (kind === 'buy-online') track(buyOnline(productRef(el)));
  else if (kind === 'where-to-buy') track(whereToBuy(productRef(el)));
}

export function LocatorAnalytics({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element) report(event.target.closest<HTMLElement>('a[data-track]'));
  };
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    // The form is a plain GET form; this only reports, it never prevents the navigation.
    if (event.target instanceof HTMLFormElement) {
      const form = event.target;
      const upc = new FormData(form).get('sc-upc');
      track(whereToBuy({ upc: typeof upc === 'string' && upc !== '' ? upc : undefined }));
    }
  };
  return (
    <div className={className} onClick={onClick} onSubmit={onSubmit}>
      {children}
    </div>
  );
}
