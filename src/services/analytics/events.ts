/**
 * The analytics events of spec §7 as typed `dataLayer` entries, with one constructor each.
 * Field names are snake_case for the tag manager. Optional facts are written as `null` rather than
 * left out: the tag manager's data model keeps every key from earlier pushes, so an absent key
 * would silently inherit a stale value (the previous event's product, say).
 */

/** A click on a header (or footer) link: its visible text and where it goes. */
export type LinkClick = { readonly text: string; readonly url: string };

export type HeaderClickEvent = { readonly event: 'header_clicks'; readonly link_text: string; readonly link_url: string };
export type FooterClickEvent = { readonly event: 'footer_clicks'; readonly link_text: string; readonly link_url: string };
export type PageViewEvent = { readonly event: 'page_view'; readonly page_path: string; readonly page_title: string | null };
export type NewsletterSignupEvent = { readonly event: 'newsletter_signup'; readonly source: string | null };
export type NewsletterSignedUpEvent = { readonly event: 'Newsletter Signed Up'; readonly source: string | null };
export type IdentifyEvent = { readonly event: 'identify'; readonly email: string };
export type SelectorIntentionEvent = {
  readonly event: 'Selector Intention Clicked';
  readonly placement: 'header';
  readonly path: string;
};
/** Identifies what a commerce intent is about; all null when the click is not about one product. */
export type ProductRef = { readonly productId?: string | undefined; readonly upc?: string | undefined };
export type BuyOnlineEvent = { readonly event: 'buy_online'; readonly product_id: string | null; readonly upc: string | null };
export type WhereToBuyEvent = { readonly event: 'where_to_buy'; readonly product_id: string | null; readonly upc: string | null };
export type QuizIntentEvent = { readonly event: 'quiz_intent'; readonly placement: string; readonly path: string };
export type ReviewIntentEvent = { readonly event: 'review_intent'; readonly product_id: string | null };
export type CallIntentEvent = { readonly event: 'call_intent'; readonly phone: string };
/** What happened to the exit modal. */
export type ExitModalAction = 'view' | 'close' | 'click';
export type ExitModalEvent = { readonly event: 'exit_modal'; readonly action: ExitModalAction; readonly label: string | null };
/** The tag manager's own start event, pushed before its script loads (what its snippet does). */
export type TagManagerStartEvent = { readonly event: 'gtm.js'; readonly 'gtm.start': number };
/** One page-builder A/B test assignment, read from a `builder.tests.<contentId>` cookie. */
export type AbTestEvent = {
  readonly event: 'builder_ab_test';
  readonly test_id: string;
  readonly variation_id: string;
  /** The page builder stores the content id itself for the default variation. */
  readonly is_control: boolean;
};
/** A web-vitals measurement (the local stand-in for the speed-measurement script). */
export type WebVitalEvent = {
  readonly event: 'web_vitals';
  readonly metric_name: string;
  readonly metric_value: number;
  readonly metric_id: string;
  readonly metric_rating: string | null;
};

/** Every event the site pushes to `window.dataLayer`. */
export type AnalyticsEvent =
  | HeaderClickEvent
  | FooterClickEvent
  | PageViewEvent
  | NewsletterSignupEvent
  | NewsletterSignedUpEvent
  | IdentifyEvent
  | SelectorIntentionEvent
  | BuyOnlineEvent
  | WhereToBuyEvent
  | QuizIntentEvent
  | ReviewIntentEvent
  | CallIntentEvent
  | ExitModalEvent
  | TagManagerStartEvent
  | AbTestEvent
  | WebVitalEvent;


/**
 * A header link or button was clicked (§7 header_clicks).
 *
 * @example
 * headerClick({ text: 'where to buy', url: '/where-to-buy' });
 * // { event: 'header_clicks', link_text: 'where to buy', link_url: '/where-to-buy' }
 */
export function headerClick(click: LinkClick): HeaderClickEvent {
  return { event: 'header_clicks', link_text: click.text.trim(), link_url: click.url };
}

/**
 * A footer link was clicked (§7 footer_clicks).
 *
 * @example
 * footerClick({ text: 'faqs', url: '/contact' }); // { event: 'footer_clicks', link_text: 'faqs', link_url: '/contact' }
 */
export function footerClick(click: LinkClick): FooterClickEvent {
  return { event: 'footer_clicks', link_text: click.text.trim(), link_url: click.url };
}

/**
 * A page view (§2: reported on route change).
 *
 * @example
 * pageView('/en-gb/contact'); // { event: 'page_view', page_path: '/en-gb/contact', page_title: null }
 */
export function pageView(path: string, title?: string): PageViewEvent {
  return { event: 'page_view', page_path: path, page_title: title ?? null };
}

/**
 * The page view to report when the route goes from `previous` to `next`, or `null` when nothing
 * changed. `previous` is `null` on the first render, which counts as a view. Comparing the full
 * path (with its query) makes a repeated effect (React StrictMode, a re-render) report nothing.
 *
 * @example
 * pageViewOnRouteChange(null, '/'); // { event: 'page_view', page_path: '/', page_title: null }
 * pageViewOnRouteChange('/', '/search?q=puppy'); // { event: 'page_view', page_path: '/search?q=puppy', ... }
 * pageViewOnRouteChange('/contact', '/contact'); // null
 */
export function pageViewOnRouteChange(previous: string | null, next: string): PageViewEvent | null {
  return previous === next ? null : pageView(next);
}

/**
 * The newsletter form was submitted successfully (§7 newsletter_signup), with the block's source.
 *
 * @example
 * newsletterSignup('footer'); // { event: 'newsletter_signup', source: 'footer' }
 */
export function newsletterSignup(source?: string): NewsletterSignupEvent {
  return { event: 'newsletter_signup', source: source ?? null };
}

/**
 * The marketing-platform flavour of the same success (§7 'Newsletter Signed Up').
 *
 * @example
 * newsletterSignedUp('footer'); // { event: 'Newsletter Signed Up', source: 'footer' }
 */
export function newsletterSignedUp(source?: string): NewsletterSignedUpEvent {
  return { event: 'Newsletter Signed Up', source: source ?? null };
}

/**
 * The identify call after a signup (§7, `{email}` in the payload). Trimmed and lower-cased so one
 * person is one identity whatever they typed.
 *
 * @example
 * identify(' Pat@Example.com '); // { event: 'identify', email: 'pat@example.com' }
 */
export function identify(email: string): IdentifyEvent {
  return { event: 'identify', email: email.trim().toLowerCase() };
}

/**
 * The header link to the quiz was clicked (§2 'Selector Intention Clicked', placement header).
 *
 * @example
 * selectorIntentionClicked('/en-ca/contact');
 * // { event: 'Selector Intention Clicked', placement: 'header', path: '/en-ca/contact' }
 */
export function selectorIntentionClicked(path: string): SelectorIntentionEvent {
  return { event: 'Selector Intention Clicked', placement: 'header', path };
}

/**
 * A buy-online intent (a smart button, or where-to-buy with ons=1).
 *
 * @example
 * buyOnline({ upc: '850012345678' }); // { event: 'buy_online', product_id: null, upc: '850012345678' }
 */
export function buyOnline(product: ProductRef = {}): BuyOnlineEvent {
  return { event: 'buy_online', product_id: product.productId ?? null, upc: product.upc ?? null };
}

/**
 * A where-to-buy intent (a product card's where-to-buy link, the header button).
 *
 * @example
 * whereToBuy({ productId: 'p-42' }); // { event: 'where_to_buy', product_id: 'p-42', upc: null }
 */
export function whereToBuy(product: ProductRef = {}): WhereToBuyEvent {
  return { event: 'where_to_buy', product_id: product.productId ?? null, upc: product.upc ?? null };
}

/**
 * A click towards the quiz from anywhere but the header link (which has its own event).
 *
 * @example
 * quizIntent('masthead', '/'); // { event: 'quiz_intent', placement: 'masthead', path: '/' }
 */
export function quizIntent(placement: string, path: string): QuizIntentEvent {
  return { event: 'quiz_intent', placement, path };
}

/**
 * A click towards writing a review.
 *
 * @example
 * reviewIntent('p-42'); // { event: 'review_intent', product_id: 'p-42' }
 */
export function reviewIntent(productId?: string): ReviewIntentEvent {
  return { event: 'review_intent', product_id: productId ?? null };
}

/**
 * A tel: link was clicked. The number is reported as dialled (digits and a leading +), so
 * formatting differences do not split the report.
 *
 * @example
 * callIntent('tel:+1 (800) 555-0100'); // { event: 'call_intent', phone: '+18005550100' }
 */
export function callIntent(telHrefOrNumber: string): CallIntentEvent {
  const raw = telHrefOrNumber.replace(/^tel:/i, '');
  const digits = raw.replace(/[^\d]/g, '');
  return { event: 'call_intent', phone: raw.trim().startsWith('+') ? `+${digits}` : digits };
}

/**
 * The Exit Modal block was shown, closed, or its call to action clicked.
 *
 * @example
 * exitModal('click', 'take the quiz'); // { event: 'exit_modal', action: 'click', label: 'take the quiz' }
 */
export function exitModal(action: ExitModalAction, label?: string): ExitModalEvent {
  return { event: 'exit_modal', action, label: label ?? null };
}

/**
 * The tag manager's start event; the time is a parameter so this stays pure.
 *
 * @example
 * tagManagerStart(Date.now()); // { event: 'gtm.js', 'gtm.start': 1767225600000 }
 */
export function tagManagerStart(nowMs: number): TagManagerStartEvent {
  return { event: 'gtm.js', 'gtm.start': nowMs };
}

/**
 * One A/B assignment as an event (see `abTestEventsFromCookies` for reading them from cookies).
 *
 * @example
 * abTest('c0ffee', 'c0ffee'); // { event: 'builder_ab_test', test_id: 'c0ffee', variation_id: 'c0ffee', is_control: true }
 */
export function abTest(testId: string, variationId: string): AbTestEvent {
  return { event: 'builder_ab_test', test_id: testId, variation_id: variationId, is_control: testId === variationId };
}

/**
 * A web-vitals metric (the shape of the `web-vitals` callbacks' argument, reduced to what reports use).
 *
 * @example
 * webVital({ name: 'LCP', value: 1234.5, id: 'v4-1', rating: 'good' });
 * // { event: 'web_vitals', metric_name: 'LCP', metric_value: 1234.5, metric_id: 'v4-1', metric_rating: 'good' }
 */
export function webVital(metric: { name: string; value: number; id: string; rating?: string | undefined }): WebVitalEvent {
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: metric.value,
    metric_id: metric.id,
    metric_rating: metric.rating ?? null,
  };
}
