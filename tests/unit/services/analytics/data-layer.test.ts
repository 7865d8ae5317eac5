import { describe, expect, it } from 'vitest';
import { dataLayerOf, headerClick, pageView, track, trackAll, type DataLayerHost } from '@/services/analytics';
// The constructors are reachable from data-layer too, for callers that import it directly.
import { footerClick as footerClickFromDataLayer, track as trackFromDataLayer } from '@/services/analytics/data-layer';

describe('dataLayer pushes (fake window)', () => {
  it('creates window.dataLayer when missing and pushes the event', () => {
    const host: DataLayerHost = {};
    expect(track(pageView('/contact'), host)).toBe(true);
    expect(host.dataLayer).toEqual([{ event: 'page_view', page_path: '/contact', page_title: null }]);
  });

  it('appends to an existing dataLayer, keeping what the tag manager already holds', () => {
    const existing: unknown[] = [{ 'gtm.start': 1, event: 'gtm.js' }];
    const host: DataLayerHost = { dataLayer: existing };
    track(headerClick({ text: 'faqs', url: '/contact' }), host);
    expect(host.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });

  it("uses the tag manager's own push when it has replaced it", () => {
    const seen: unknown[] = [];
    const layer = Object.assign([] as unknown[], { push: (...entries: unknown[]) => seen.push(...entries) });
    const host: DataLayerHost = { dataLayer: layer };
    track(pageView('/'), host);
    expect(seen).toEqual([pageView('/')]);
  });

  it('replaces a stray non-array dataLayer value the tag manager could not read either', () => {
    const host: DataLayerHost = { dataLayer: 'oops' };
    track(pageView('/'), host);
    expect(host.dataLayer).toEqual([pageView('/')]);
    expect(dataLayerOf({ dataLayer: null })).toEqual([]);
  });

  it('pushes a copy, so the tag manager annotating the entry never changes the caller object', () => {
    const host: DataLayerHost = {};
    const event = pageView('/');
    track(event, host);
    (host.dataLayer as Record<string, unknown>[])[0]!['gtm.uniqueEventId'] = 7;
    expect(event).toEqual({ event: 'page_view', page_path: '/', page_title: null });
  });

  it('a throwing push (broken tag-manager script) is reported as false, never thrown at a click handler', () => {
    const host: DataLayerHost = {
      dataLayer: {
        push: () => {
          throw new Error('tag manager crashed');
        },
      },
    };
    expect(track(pageView('/'), host)).toBe(false);
  });

  it('without a window (server rendering) nothing is pushed and nothing throws', () => {
    expect(typeof window).toBe('undefined');
    expect(track(pageView('/'))).toBe(false);
    expect(trackAll([pageView('/')])).toBe(0);
  });

  it('trackAll pushes in order and counts the pushes', () => {
    const host: DataLayerHost = {};
    expect(trackAll([pageView('/a'), pageView('/b')], host)).toBe(2);
    expect((host.dataLayer as { page_path: string }[]).map((e) => e.page_path)).toEqual(['/a', '/b']);
  });

  it('data-layer.ts exposes the same track and constructors as the index', () => {
    expect(trackFromDataLayer).toBe(track);
    const host: DataLayerHost = {};
    trackFromDataLayer(footerClickFromDataLayer({ text: 'privacy', url: '/privacy-policy' }), host);
    expect(host.dataLayer).toEqual([{ event: 'footer_clicks', link_text: 'privacy', link_url: '/privacy-policy' }]);
  });
});
