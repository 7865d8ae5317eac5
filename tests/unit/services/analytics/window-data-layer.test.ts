// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { abTestEventsFromCookies, selectorIntentionClicked, track, trackAll } from '@/services/analytics';

type WithDataLayer = Window & { dataLayer?: unknown };

afterEach(() => {
  delete (window as WithDataLayer).dataLayer;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('dataLayer pushes (happy-dom window)', () => {
  it('track pushes to window.dataLayer by default, creating it', () => {
    expect((window as WithDataLayer).dataLayer).toBeUndefined();
    expect(track(selectorIntentionClicked('/contact'))).toBe(true);
    expect((window as WithDataLayer).dataLayer).toEqual([{ event: 'Selector Intention Clicked', placement: 'header', path: '/contact' }]);
  });

  it('the A/B events of the real document.cookie reach window.dataLayer', () => {
    document.cookie = 'builder.tests.c0ffee=v2; path=/';
    document.cookie = 'theme=dark; path=/';
    expect(trackAll(abTestEventsFromCookies(document.cookie))).toBe(1);
    expect((window as WithDataLayer).dataLayer).toEqual([{ event: 'builder_ab_test', test_id: 'c0ffee', variation_id: 'v2', is_control: false }]);
  });
});
