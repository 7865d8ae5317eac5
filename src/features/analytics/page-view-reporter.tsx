'use client';

/**
 * Reports a page view on the first render and on every client route change (§2, §7), with the new
 * page's document title (which Next may write after the pathname changes: see
 * whenDocumentTitled), and pushes
 * the A/B-test events of the `builder.tests.*` cookies (§7) once per assignment per page load:
 * the server may set a new assignment cookie on any route, so cookies are read again after each
 * route change and only assignments not yet pushed are pushed.
 *
 * Needs a <Suspense> boundary above it (useSearchParams), which the layout provides.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { abTestEventsFromCookies, pageView, pageViewOnRouteChange, track } from '@/services/analytics';
import { AB_TEST_ASSIGNED_EVENT } from '@/domain/events/shell-events';
import { whenDocumentTitled } from './document-title';

/** Pushes the A/B event of every `builder.tests.*` cookie not pushed yet in this page load. */
function pushNewAbTestEvents(pushed: Set<string>): void {
  for (const event of abTestEventsFromCookies(document.cookie)) {
    const key = `${event.test_id}=${event.variation_id}`;
    if (pushed.has(key)) continue;
    pushed.add(key);
    track(event);
  }
}

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
    pushNewAbTestEvents(pushedTests.current);
    let reported = false;
    const report = (title: string | undefined) => {
      reported = true;
      track(pageView(view.page_path, title));
    };
    const cancel = whenDocumentTitled(report);
    return () => {
      cancel();
      // Left before its title arrived: the view still counts, without a title that would be the next page's.
      if (!reported) report(undefined);
    };
  }, [pathname, search]);

  // A first visit's assignment cookie is written by the page renderer after the first render.
  useEffect(() => {
    const pushed = pushedTests.current;
    const onAssigned = () => pushNewAbTestEvents(pushed);
    window.addEventListener(AB_TEST_ASSIGNED_EVENT, onAssigned);
    return () => window.removeEventListener(AB_TEST_ASSIGNED_EVENT, onAssigned);
  }, []);

  return null;
}
