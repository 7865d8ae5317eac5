'use client';

/**
 * One delegated click listener for the shell's link analytics (§7): a link inside an element
 * marked `data-analytics-area="header"` pushes header_clicks, inside `"footer"` footer_clicks. A
 * header link to the product selector also pushes 'Selector Intention Clicked' with placement
 * header and the current path (§2). Delegation keeps the header and footer server components:
 * no link needs its own client handler, and CMS links are tracked without a wrapper each.
 *
 * The text reported is the link's `data-analytics-text`, else its aria-label, else its visible
 * text; the URL is the link's href as written (locale prefix included).
 */
import { useEffect } from 'react';
import { footerClick, headerClick, selectorIntentionClicked, track } from '@/services/analytics';
import { isProductSelectorHref } from '@/shell/header/nav-model';

const ANALYTICS_AREA_ATTRIBUTE = 'data-analytics-area';

function linkText(link: HTMLAnchorElement): string {
  const text = link.dataset.analyticsText ?? link.getAttribute('aria-label') ?? link.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** Handles one click (exported for component tests). */
export function trackShellClick(target: EventTarget | null, currentPath: string): void {
  if (!(target instanceof Element)) return;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const area = link.closest(`[${ANALYTICS_AREA_ATTRIBUTE}]`)?.getAttribute(ANALYTICS_AREA_ATTRIBUTE);
  const href = link.getAttribute('href') ?? '';
  const click = { text: linkText(link), url: href };
  if (area === 'header') {
    track(headerClick(click));
    if (isProductSelectorHref(href)) track(selectorIntentionClicked(currentPath));
  } else if (area === 'footer') {
    track(footerClick(click));
  }
}

export function ShellClickTracking() {
  useEffect(() => {
    // Capture phase: a handler that stops propagation (or navigates first) cannot hide the click.
    const onClick = (event: MouseEvent) => trackShellClick(event.target, window.location.pathname);
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
