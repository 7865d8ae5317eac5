import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { PageViewReporter } from '@/features/analytics/page-view-reporter';
import { AB_TEST_ASSIGNED_EVENT } from '@/domain/events/shell-events';

const nav = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
}));

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const abEvents = () => ((window as DataLayerWindow).dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'builder_ab_test');
const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};

beforeEach(() => {
  delete (window as DataLayerWindow).dataLayer;
  clearCookies();
  nav.pathname = '/';
  nav.search = '';
});
afterEach(clearCookies);

describe('PageViewReporter: A/B events derived from the builder.tests cookies (§7)', () => {
  it('a page load reports each assignment cookie once, and a client route change reports none again', () => {
    document.cookie = 'builder.tests.home-main-en-us=home-main-en-us-headline-b; Path=/';
    document.cookie = 'unrelated=1; Path=/';
    const { rerender } = render(<PageViewReporter />);
    expect(abEvents()).toEqual([{ event: 'builder_ab_test', test_id: 'home-main-en-us', variation_id: 'home-main-en-us-headline-b', is_control: false }]);
    nav.pathname = '/contact';
    rerender(<PageViewReporter />);
    expect(abEvents()).toHaveLength(1);
  });

  it('a first visit’s assignment, written after the first render, is reported when the renderer announces it', () => {
    render(<PageViewReporter />);
    expect(abEvents()).toEqual([]);
    document.cookie = 'builder.tests.home-main-en-us=home-main-en-us; Path=/';
    act(() => {
      window.dispatchEvent(new Event(AB_TEST_ASSIGNED_EVENT));
    });
    expect(abEvents()).toEqual([{ event: 'builder_ab_test', test_id: 'home-main-en-us', variation_id: 'home-main-en-us', is_control: true }]);
    act(() => {
      window.dispatchEvent(new Event(AB_TEST_ASSIGNED_EVENT));
    });
    expect(abEvents()).toHaveLength(1);
  });
});

describe('PageViewReporter: every page_view carries the page title (§7)', () => {
  const pageViews = () => ((window as DataLayerWindow).dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view');
  const setTitle = (text: string | null) => {
    for (const t of document.head.querySelectorAll('title')) t.remove();
    if (text === null) return;
    const title = document.createElement('title');
    title.textContent = text;
    document.head.append(title);
  };
  afterEach(() => setTitle(null));

  it('the first view carries the title the page loaded with', () => {
    setTitle('Home | Brightbowl');
    render(<PageViewReporter />);
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/', page_title: 'Home | Brightbowl' }]);
  });

  it('after a route change whose title is written later, the view waits for that title instead of reporting none or the old one', async () => {
    setTitle('Home | Brightbowl');
    const { rerender } = render(<PageViewReporter />);
    // Next has removed the old page's head; the new page's metadata has not streamed in yet.
    setTitle(null);
    nav.pathname = '/contact';
    rerender(<PageViewReporter />);
    expect(pageViews()).toHaveLength(1);
    setTitle('Contact us and FAQs | Brightbowl');
    await vi.waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toEqual({ event: 'page_view', page_path: '/contact', page_title: 'Contact us and FAQs | Brightbowl' });
  });

  it('a view left before its title arrived is still reported, without a title that would belong to the next page', () => {
    setTitle('Home | Brightbowl');
    const { rerender } = render(<PageViewReporter />);
    setTitle(null);
    nav.pathname = '/contact';
    rerender(<PageViewReporter />);
    nav.pathname = '/blog';
    setTitle('Blog | Brightbowl');
    rerender(<PageViewReporter />);
    expect(pageViews().map((e) => [(e as { page_path: string }).page_path, (e as { page_title: string | null }).page_title])).toEqual([
      ['/', 'Home | Brightbowl'],
      ['/contact', null],
      ['/blog', 'Blog | Brightbowl'],
    ]);
  });
});
