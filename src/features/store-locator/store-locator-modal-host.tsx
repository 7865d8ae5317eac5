'use client';

/**
 * The store-locator modal (§2, §4), mounted once in the
 * layout. Like the video modal host, only this listener is in every page's first-load JS: the first
 * LOCATOR_MODAL_OPEN_EVENT loads the modal (its machine, the zod check of the event's detail, the
 * dialog) as a separate chunk and hands it each event as a numbered request.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '@/config/constants';
import { LOCATOR_MODAL_OPEN_EVENT } from '@/machines/modals/window-event-names';
import type { LocatorModalRequest } from './store-locator-modal';

export { CLOSE_LABEL, locatorFrameSrc } from './locator-modal-text';

const StoreLocatorModal = lazy(() => import('./store-locator-modal').then((m) => ({ default: m.StoreLocatorModal })));

export type StoreLocatorModalHostProps = { readonly locale: Locale };

export function StoreLocatorModalHost({ locale }: StoreLocatorModalHostProps) {
  const [request, setRequest] = useState<LocatorModalRequest | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : null;
      // The opener is taken now: the modal's chunk may still be loading when focus moves on.
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequest((previous) => ({ detail, opener, seq: (previous?.seq ?? 0) + 1 }));
    };
    window.addEventListener(LOCATOR_MODAL_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(LOCATOR_MODAL_OPEN_EVENT, onOpen);
  }, []);

  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <StoreLocatorModal locale={locale} request={request} />
    </Suspense>
  );
}
