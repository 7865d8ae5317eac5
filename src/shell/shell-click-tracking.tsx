'use client';

/**
 * One delegated click listener for the shell's link analytics (§7): a link inside an element
 * marked `data-analytics-area="header"` pushes header_clicks, inside `"footer"` footer_clicks. A
 * header link to the product selector also pushes 'Selector Intention Clicked' with placement
 * header and the current path (§2). Delegation keeps the header and footer server components:
 * no link needs its own client handler, and CMS links are tracked without a wrapper each.
 *
 * Commerce and quiz intents (§7) are reported for every link on the page, wherever it sits: a link
 * to /where-to-buy pushes where_to_buy (buy_online with `ons=1`), with the product its `sc-upc`
 * names; a link to the quiz outside the header pushes quiz intent with its placement (the nearest
 * `data-analytics-placement`, e.g. a masthead's buttons, else its area, else 'content'). So an
 * editor's button in any block is tracked without the block knowing about analytics. A link that
 * reports its own intent with fuller facts (a product card's) carries `data-intent-tracked` and
 * is skipped here, so no click is counted twice.
 *
 * The text reported is the link's `data-analytics-text`, else its aria-label, else its visible
 * text; the URL is the link's href as written (locale prefix included).
 */
import { useEffect } from 'react';
import {
  buyOnline,
  callIntent,
  footerClick,
  headerClick,
  quizIntent,
  reviewIntent,
  selectorIntentionClicked,
  track,
  whereToBuy,
} from '@/services/analytics';
import { isProductSelectorHref } from './header/nav-model';

const ANALYTICS_AREA_ATTRIBUTE = 'data-analytics-area';
const ANALYTICS_PLACEMENT_ATTRIBUTE = 'data-analytics-placement';
/** Where a quiz link sits when nothing around it names a placement. */
const DEFAULT_PLACEMENT = 'content';

function linkText(link: HTMLAnchorElement): string {
  const text = link.dataset.analyticsText ?? link.getAttribute('aria-label') ?? link.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether a link leads to /write-a-review (any locale prefix, any query). */
function isWriteReviewHref(href: string): boolean {
  return /^(?:\/en-(?:ca|gb))?\/write-a-review(?:[?#]|$)/.test(href);
}

/** Whether a link leads to /where-to-buy (any locale prefix, any query), not to its embedded frame. */
function isWhereToBuyHref(href: string): boolean {
  return /^(?:\/en-(?:ca|gb))?\/where-to-buy\/?(?:[?#]|$)/.test(href);
}

function queryOf(href: string): URLSearchParams {
  return new URL(href, 'http://site.invalid').searchParams;
}

/**
 * Review intent and call intent (§7) for every link on the page, wherever it sits (footer, menu,
 * product page, content, store cards): a link to /write-a-review reports the product it names
 * (`?product=` or `data-product-id`), a tel: link the number it dials.
 */
function trackIntent(link: HTMLAnchorElement, href: string): void {
  if (/^tel:/i.test(href)) {
    track(callIntent(href));
  } else if (isWriteReviewHref(href)) {
    const product = link.dataset.productId ?? queryOf(href).get('product') ?? undefined;
    track(reviewIntent(product || undefined));
  }
}

/**
 * Where-to-buy, buy-online and quiz intents (§7) of a link in the site's shell (see the header
 * comment); `area` is the shell area the link sits in, if any.
 */
function trackCommerceAndQuizIntent(link: HTMLAnchorElement, href: string, area: string | null | undefined, currentPath: string): void {
  if (link.hasAttribute('data-intent-tracked')) return;
  if (isWhereToBuyHref(href)) {
    const query = queryOf(href);
    const product = { productId: link.dataset.productId || undefined, upc: query.get('sc-upc') || undefined };
    track(query.get('ons') === '1' ? buyOnline(product) : whereToBuy(product));
  } else if (isProductSelectorHref(href) && area !== 'header') {
    // The header's quiz link has its own event ('Selector Intention Clicked').
    const placement = link.closest(`[${ANALYTICS_PLACEMENT_ATTRIBUTE}]`)?.getAttribute(ANALYTICS_PLACEMENT_ATTRIBUTE) || area || DEFAULT_PLACEMENT;
    track(quizIntent(placement, currentPath));
  }
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
  trackIntent(link, href);
  trackCommerceAndQuizIntent(link, href, area, currentPath);
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

/**
 * Review and call intent only, for documents without the site's shell (the embeddable store-locator
 * frame, whose store cards carry tel: links).
 */
export function IntentClickTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement) trackIntent(link, link.getAttribute('href') ?? '');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
