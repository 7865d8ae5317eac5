import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

vi.mock('next/image', () => import('../blocks/next-image-mock'));
const router = { push: vi.fn() };
let pathname = '/en-gb/contact';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => router }));

import { DesktopNav } from '@/shell/header/desktop-nav';
import type { NavItemModel } from '@/shell/header/nav-model';
import { CountryPicker } from '@/shell/country-picker/country-picker';
import { PageShellFlags } from '@/page-runtime/page/page-shell-flags';
import { trackShellClick } from '@/shell/shell-click-tracking';
import { openConsentManager } from '@/shell/footer/privacy-choices-button';
import { pauseInlinePlayer, resumeInlinePlayer } from '@/features/video/open-video-modal';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const tiles = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ image: `/${prefix}-${i}.jpg`, imageAlt: '', heading: `${prefix} ${i}`, subheading: null, href: `/${prefix}/${i}` }));

const items: NavItemModel[] = [
  { kind: 'dropdown', id: 'dogs', label: 'Dog food', href: '/dog-food', tiles: tiles('dog', 9) },
  { kind: 'dropdown', id: 'cats', label: 'Cat food', href: null, tiles: tiles('cat', 2) },
  { kind: 'link', label: 'Blog', href: '/blog' },
];

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
  router.push.mockReset();
  pathname = '/en-gb/contact';
});
afterEach(() => {
  delete (window as DataLayerWindow).dataLayer;
});

describe('desktop dropdowns', () => {
  it('clicking a trigger opens its panel; clicking it again closes it; clicking another opens only that one', () => {
    render(<DesktopNav items={items} />);
    const dogs = screen.getByRole('button', { name: 'Dog food' });
    const cats = screen.getByRole('button', { name: 'Cat food' });
    fireEvent.click(dogs);
    expect(dogs.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('nav-panel-dogs')?.hidden).toBe(false);
    fireEvent.click(cats);
    expect(dogs.getAttribute('aria-expanded')).toBe('false');
    expect(cats.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(cats);
    expect(cats.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('nav-panel-cats')?.hidden).toBe(true);
  });

  it('Escape closes the open dropdown and returns focus to its trigger', () => {
    render(<DesktopNav items={items} />);
    const dogs = screen.getByRole('button', { name: 'Dog food' });
    fireEvent.click(dogs);
    screen.getByRole('link', { name: 'dog 3' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dogs.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(dogs);
  });

  it('a press outside the navigation closes the open dropdown', () => {
    render(
      <div>
        <DesktopNav items={items} />
        <p>elsewhere</p>
      </div>,
    );
    const dogs = screen.getByRole('button', { name: 'Dog food' });
    fireEvent.click(dogs);
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(dogs.getAttribute('aria-expanded')).toBe('false');
  });

  it('the panel lays its tiles out 8 per row and links the dropdown landing page', () => {
    render(<DesktopNav items={items} />);
    const list = document.querySelector('#nav-panel-dogs ul') as HTMLElement;
    expect(list.style.getPropertyValue('--tiles-per-row')).toBe('8');
    expect(list.querySelectorAll('li')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'All dog food', hidden: true }).getAttribute('href')).toBe('/dog-food');
  });
});

describe('country picker', () => {
  it('opens on click and closes on an outside press and on Escape (focus back on the button)', () => {
    render(
      <div>
        <CountryPicker locale="en-gb" placement="footer" />
        <p>outside</p>
      </div>,
    );
    const button = screen.getByRole('button', { name: /Country: United Kingdom/ });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('each country links to the same page in that locale, and choosing one navigates there', () => {
    render(<CountryPicker locale="en-gb" placement="footer" />);
    fireEvent.click(screen.getByRole('button', { name: /Country/ }));
    const canada = screen.getByRole('link', { name: 'Canada' });
    expect(canada.getAttribute('href')).toBe('/en-ca/contact');
    expect(screen.getByRole('link', { name: 'United States' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'United Kingdom' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(canada);
    expect(router.push).toHaveBeenCalledWith('/en-ca/contact');
  });

  it('a page that may not exist in the other locale switches to that locale home', () => {
    pathname = '/en-gb/blog/only-here';
    render(<CountryPicker locale="en-gb" placement="footer" />);
    expect(screen.getByRole('link', { name: 'Canada', hidden: true }).getAttribute('href')).toBe('/en-ca');
  });
});

describe('shell analytics and flags', () => {
  function area(name: string, html: string): HTMLElement {
    const el = document.createElement('div');
    el.setAttribute('data-analytics-area', name);
    el.innerHTML = html;
    document.body.append(el);
    return el;
  }

  it("a header link pushes header_clicks; a header link to the product selector also pushes 'Selector Intention Clicked' with the current path", () => {
    const header = area('header', '<a href="/en-gb/product-selector"><span>Product  selector</span></a><a href="/blog">Blog</a>');
    trackShellClick(header.querySelector('span'), '/en-gb/contact');
    trackShellClick(header.querySelectorAll('a')[1] ?? null, '/en-gb/contact');
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: 'header_clicks', link_text: 'Product selector', link_url: '/en-gb/product-selector' },
      { event: 'Selector Intention Clicked', placement: 'header', path: '/en-gb/contact' },
      { event: 'header_clicks', link_text: 'Blog', link_url: '/blog' },
    ]);
    header.remove();
  });

  it('a footer link pushes footer_clicks; a link outside both areas pushes nothing', () => {
    const footer = area('footer', '<a href="/terms" data-analytics-text="terms">x</a>');
    const other = document.createElement('a');
    other.href = '/elsewhere';
    document.body.append(other);
    trackShellClick(footer.querySelector('a'), '/');
    trackShellClick(other, '/');
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'footer_clicks', link_text: 'terms', link_url: '/terms' }]);
    footer.remove();
    other.remove();
  });

  it('every link to /write-a-review pushes review_intent with the product it names; every tel: link pushes call_intent with the dialled number', () => {
    const footer = area('footer', '<a href="/en-ca/write-a-review">Write a review</a>');
    const page = document.createElement('div');
    page.innerHTML =
      '<a href="/write-a-review?product=BBL-20010">Write a review</a><a href="/en-gb/write-a-review" data-product-id="BBL-1">x</a><a href="tel:+1 (800) 555-0100">Call</a><a href="/write-a-reviews">not it</a>';
    document.body.append(page);
    trackShellClick(footer.querySelector('a'), '/');
    for (const link of page.querySelectorAll('a')) trackShellClick(link, '/');
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: 'footer_clicks', link_text: 'Write a review', link_url: '/en-ca/write-a-review' },
      { event: 'review_intent', product_id: null },
      { event: 'review_intent', product_id: 'BBL-20010' },
      { event: 'review_intent', product_id: 'BBL-1' },
      { event: 'call_intent', phone: '+18005550100' },
    ]);
    footer.remove();
    page.remove();
  });

  it('every link to the quiz outside the header pushes quiz_intent with its placement; every where-to-buy link pushes where_to_buy (buy_online with ons=1) with its UPC', () => {
    const page = document.createElement('main');
    page.innerHTML = [
      '<div data-analytics-placement="masthead"><a href="/product-selector">Find your recipe</a><a href="/where-to-buy">Where to buy</a></div>',
      '<a href="/en-gb/product-selector?ref=x">Take the quiz</a>',
      '<a href="/en-ca/where-to-buy?sc-upc=084219200116&amp;ons=1">Buy online</a>',
      '<a href="/where-to-buy?sc-upc=084219200116" data-product-id="bb-1" data-intent-tracked="">Where to buy</a>',
      '<a href="/where-to-buy/embed">frame</a>',
    ].join('');
    document.body.append(page);
    const header = area('header', '<a href="/product-selector">Product selector</a><a href="/where-to-buy">where to buy</a>');
    for (const link of page.querySelectorAll('a')) trackShellClick(link, '/en-gb');
    for (const link of header.querySelectorAll('a')) trackShellClick(link, '/contact');
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: 'quiz_intent', placement: 'masthead', path: '/en-gb' },
      { event: 'where_to_buy', product_id: null, upc: null },
      { event: 'quiz_intent', placement: 'content', path: '/en-gb' },
      { event: 'buy_online', product_id: null, upc: '084219200116' },
      // A product card's link reports itself (with its product id); the frame is no intent.
      { event: 'header_clicks', link_text: 'Product selector', link_url: '/product-selector' },
      { event: 'Selector Intention Clicked', placement: 'header', path: '/contact' },
      { event: 'header_clicks', link_text: 'where to buy', link_url: '/where-to-buy' },
      { event: 'where_to_buy', product_id: null, upc: null },
    ]);
    page.remove();
    header.remove();
  });

  it('page flags render a marker only for the parts a page hides', () => {
    const { container, rerender } = render(<PageShellFlags />);
    expect(container.innerHTML).toBe('');
    rerender(<PageShellFlags hideHeader />);
    expect(container.querySelector('[data-shell-hide-header]')).not.toBeNull();
    expect(container.querySelector('[data-shell-hide-footer]')).toBeNull();
  });

  it("'your privacy choices' opens a loaded consent manager, and does nothing without one", () => {
    const toggle = vi.fn();
    expect(openConsentManager({ OneTrust: { ToggleInfoDisplay: toggle } })).toBe(true);
    expect(toggle).toHaveBeenCalledOnce();
    expect(openConsentManager({})).toBe(false);
    expect(openConsentManager(undefined)).toBe(false);
  });
});

describe('inline players and the video modal', () => {
  it('the modal pauses a playing inline video and resumes only the one it paused', async () => {
    const video = document.createElement('video');
    video.setAttribute('data-inline-player-id', 'hero');
    let paused = false;
    Object.defineProperty(video, 'paused', { get: () => paused });
    const pause = vi.fn(() => {
      paused = true;
    });
    const play = vi.fn(() => {
      paused = false;
      return Promise.resolve();
    });
    video.pause = pause;
    video.play = play;
    document.body.append(video);
    pauseInlinePlayer('hero');
    expect(pause).toHaveBeenCalledOnce();
    resumeInlinePlayer('hero');
    resumeInlinePlayer('hero');
    await act(async () => {});
    expect(play).toHaveBeenCalledOnce();
    // A video that was already paused is not resumed by the modal.
    paused = true;
    pauseInlinePlayer('hero');
    resumeInlinePlayer('hero');
    await act(async () => {});
    expect(play).toHaveBeenCalledOnce();
    video.remove();
  });
});
