import { describe, expect, it } from 'vitest';
import {
  abTest,
  buyOnline,
  callIntent,
  exitModal,
  footerClick,
  headerClick,
  identify,
  newsletterSignedUp,
  newsletterSignup,
  pageView,
  pageViewOnRouteChange,
  quizIntent,
  reviewIntent,
  selectorIntentionClicked,
  tagManagerStart,
  webVital,
  whereToBuy,
} from '@/services/analytics';

describe('analytics event constructors', () => {
  it('header and footer clicks carry the link text and url under their §7 names', () => {
    expect(headerClick({ text: ' where to buy ', url: '/where-to-buy' })).toEqual({
      event: 'header_clicks',
      link_text: 'where to buy',
      link_url: '/where-to-buy',
    });
    expect(footerClick({ text: 'faqs', url: '/contact' })).toEqual({ event: 'footer_clicks', link_text: 'faqs', link_url: '/contact' });
  });

  it("the quiz link in the header fires 'Selector Intention Clicked' with placement header and the path", () => {
    expect(selectorIntentionClicked('/en-ca/contact')).toEqual({
      event: 'Selector Intention Clicked',
      placement: 'header',
      path: '/en-ca/contact',
    });
  });

  it('a newsletter success yields newsletter_signup, Newsletter Signed Up and identify {email}', () => {
    expect(newsletterSignup('footer')).toEqual({ event: 'newsletter_signup', source: 'footer' });
    expect(newsletterSignedUp('footer')).toEqual({ event: 'Newsletter Signed Up', source: 'footer' });
    expect(identify(' Pat@Example.COM ')).toEqual({ event: 'identify', email: 'pat@example.com' });
  });

  it('absent optional facts are written as null so the tag manager cannot reuse a stale value', () => {
    expect(newsletterSignup()).toEqual({ event: 'newsletter_signup', source: null });
    expect(buyOnline()).toEqual({ event: 'buy_online', product_id: null, upc: null });
    expect(whereToBuy({ productId: 'p-42' })).toEqual({ event: 'where_to_buy', product_id: 'p-42', upc: null });
    expect(reviewIntent()).toEqual({ event: 'review_intent', product_id: null });
    expect(exitModal('view')).toEqual({ event: 'exit_modal', action: 'view', label: null });
    expect(pageView('/')).toEqual({ event: 'page_view', page_path: '/', page_title: null });
  });

  it('intent events exist for buy online, where to buy, quiz, review, call and exit modal', () => {
    expect(buyOnline({ upc: '850012345678' }).event).toBe('buy_online');
    expect(quizIntent('masthead', '/')).toEqual({ event: 'quiz_intent', placement: 'masthead', path: '/' });
    expect(reviewIntent('p-42')).toEqual({ event: 'review_intent', product_id: 'p-42' });
    expect(exitModal('click', 'take the quiz')).toEqual({ event: 'exit_modal', action: 'click', label: 'take the quiz' });
  });

  it('a call intent reports the number as dialled, whatever its formatting', () => {
    expect(callIntent('tel:+1 (800) 555-0100')).toEqual({ event: 'call_intent', phone: '+18005550100' });
    expect(callIntent('800.555.0100')).toEqual({ event: 'call_intent', phone: '8005550100' });
  });

  it('a page view is reported on the first render and on every route change, never twice for one path', () => {
    expect(pageViewOnRouteChange(null, '/')).toEqual(pageView('/'));
    expect(pageViewOnRouteChange('/', '/contact')).toEqual(pageView('/contact'));
    expect(pageViewOnRouteChange('/search', '/search?q=puppy')).toEqual(pageView('/search?q=puppy'));
    expect(pageViewOnRouteChange('/contact', '/contact')).toBeNull();
  });

  it('the tag-manager start event carries the injected time', () => {
    expect(tagManagerStart(1_767_225_600_000)).toEqual({ event: 'gtm.js', 'gtm.start': 1_767_225_600_000 });
  });

  it('an A/B event marks the default variation (variation id = content id) as control', () => {
    expect(abTest('c0ffee', 'c0ffee').is_control).toBe(true);
    expect(abTest('c0ffee', 'v2').is_control).toBe(false);
  });

  it('a web-vitals metric becomes a web_vitals event', () => {
    expect(webVital({ name: 'LCP', value: 1234.5, id: 'v4-1' })).toEqual({
      event: 'web_vitals',
      metric_name: 'LCP',
      metric_value: 1234.5,
      metric_id: 'v4-1',
      metric_rating: null,
    });
  });
});

