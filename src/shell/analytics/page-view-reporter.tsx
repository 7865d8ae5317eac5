'use client';

/**
 * Reports a page view on the first render and on every client route change (§2, §7), and pushes
 * the A/B-test events of the `builder.tests.*` cookies (§7) once per assignment per page load:
 * the server may set a new assignment cookie on any route, so cookies are read again after each
 * route change and only assignments not yet pushed are pushed.
 *
 * Needs a <Suspense> boundary above it (useSearchParams), which the layout provides.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { abTestEventsFromCookies, pageViewOnRouteChange, track } from '@/services/analytics';

export function PageViewReporter() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const previous = useRef<string | null>(null);
  const pushedTests = useRef(new Set<string>());

  useEffect(() => {
    const path = search === '' ? pathname : `${pathname}?${search}`;
    const view = pageViewOnRouteChange(previous.current, path);
    previous.current = path;
    if (view === null) return;
    track(view);
    for (const event of abTestEventsFromCookies(document.cookie)) {
      const key = `${event.test_id}=${event.variation_id}`;
      if (pushedTests.current.has(key)) continue;
      pushedTests.current.add(key);
      track(event);
    }
  }, [pathname, search]);

  return null;
}
