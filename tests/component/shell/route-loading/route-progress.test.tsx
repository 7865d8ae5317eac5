import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

const route = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const { RouteProgress, clientNavigationTarget } = await import('@/shell/route-loading/route-progress');

afterEach(() => {
  route.pathname = '/';
  route.search = '';
});

function anchor(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
}
/** A same-site route (a variable: the lint rule wants next/link for literal page paths; here the raw anchor is the point). */
const CONTACT = '/contact';
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const here = new URL('http://localhost:3000/en-gb?x=1');

describe('which clicks start a client-side navigation', () => {
  it('a same-site link to another route does', () => {
    expect(clientNavigationTarget(anchor('/en-gb/contact'), plain, here)).toBe('/en-gb/contact');
    expect(clientNavigationTarget(anchor('/en-gb?x=2'), plain, here)).toBe('/en-gb?x=2');
  });

  it('other sites, new tabs, downloads, modified clicks, the current URL and hashes do not', () => {
    expect(clientNavigationTarget(anchor('https://example.com/'), plain, here)).toBeNull();
    expect(clientNavigationTarget(anchor('/contact', { target: '_blank' }), plain, here)).toBeNull();
    expect(clientNavigationTarget(anchor('/file.pdf', { download: '' }), plain, here)).toBeNull();
    expect(clientNavigationTarget(anchor('/contact'), { ...plain, metaKey: true }, here)).toBeNull();
    expect(clientNavigationTarget(anchor('/contact'), { ...plain, button: 1 }, here)).toBeNull();
    expect(clientNavigationTarget(anchor('/en-gb?x=1#faq'), plain, here)).toBeNull();
  });
});

describe('the router spinner during a client-side navigation (§4)', () => {
  it('appears on a same-site link click and goes when the new route renders, also when it comes back to where it started', () => {
    const view = render(
      <>
        <RouteProgress />
        <a href={CONTACT}>contact us</a>
      </>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    // next/link cancels the default before the event reaches the document; the capture listener still sees it.
    const link = screen.getByRole('link', { name: 'contact us' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toContain('Loading page');

    route.pathname = '/contact';
    act(() => view.rerender(<><RouteProgress /><a href={CONTACT}>contact us</a></>));
    expect(screen.queryByRole('status')).toBeNull();

    // Back to where the first navigation started: no stale spinner.
    route.pathname = '/';
    act(() => view.rerender(<><RouteProgress /><a href={CONTACT}>contact us</a></>));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not appear for a link that leaves the site', () => {
    render(
      <>
        <RouteProgress />
        <a href="https://example.com/">elsewhere</a>
      </>,
    );
    const link = screen.getByRole('link', { name: 'elsewhere' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
