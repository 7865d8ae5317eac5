'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { RouteLoading } from './route-loading';
import styles from './route-loading.module.css';

/**
 * The URL a click on this anchor navigates to within the site, or null when the router will not
 * handle it (another origin, a new tab, a download, a modified click, the current URL or a hash).
 * Exported for tests.
 */
export function clientNavigationTarget(anchor: HTMLAnchorElement, event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>, current: URL): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    // An href the browser cannot resolve goes nowhere.
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * The router's spinning indicator (§4) for client-side navigations: shown from a same-site link
 * click until the new route has rendered (the pathname or query changed), visible only after the
 * §9 loading delay. A route `loading.tsx` would do this too, but it wraps the page in a Suspense
 * boundary that makes every response start streaming with status 200 before the page runs, so a
 * missing page could no longer answer 404. The click is seen in the capture phase because
 * next/link cancels the event's default before it bubbles to the document.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const here = search ? `${pathname}?${search}` : pathname;
  // The target of the navigation under way, if any.
  const [navigation, setNavigation] = useState<string | null>(null);
  // React's "adjust state when a prop changes" pattern: the route changed, so the navigation is over
  // (also when it ends up back where it started, e.g. the Back button, which a comparison would miss).
  const [renderedAt, setRenderedAt] = useState(here);
  if (renderedAt !== here) {
    setRenderedAt(here);
    setNavigation(null);
  }

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = clientNavigationTarget(anchor, event, new URL(window.location.href));
      if (to) setNavigation(to);
    }
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  if (navigation === null) return null;
  return (
    <div className={styles.overlay} data-route-progress={navigation}>
      <RouteLoading />
    </div>
  );
}
