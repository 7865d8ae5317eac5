import { SEARCH } from '@/config/constants';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SearchEvent } from '@/machines/search';
import type { ContentSearchHit, SearchResponse } from '@/services/search/types';
import { ContentResult, localizeResultUrl } from '@/features/search/search-results';
import { SearchView } from '@/features/search/search-view';
import { searchMachineDefinition, type SearchSnapshot } from '@/features/search/use-search-actor';

vi.mock('next/image', () => ({
  default: ({ src, alt }: { src: string; alt: string }) => (
    // eslint-disable-next-line @next/next/no-img-element -- the stand-in for next/image itself
    <img src={src} alt={alt} />
  ),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

function hit(overrides: Partial<ContentSearchHit>): ContentSearchHit {
  return {
    objectID: 'faq-storage-en-gb',
    title: 'How long does it keep?',
    content: words(50),
    date: null,
    image: null,
    label: 'Storage',
    type: 'faq',
    url: '/contact',
    titleHtml: 'How long does it <mark>keep</mark>?',
    contentHtml: words(50),
    ...overrides,
  };
}

function snapshotFor(results: SearchResponse, page = 1): SearchSnapshot {
  const actor = createActor(searchMachineDefinition, {
    input: { homePath: '/', restored: { query: results.query, filter: results.filter, page, results } },
  });
  actor.start();
  return actor.getSnapshot();
}

function response(nbHits: number, page: number): SearchResponse {
  const hits = [hit({ objectID: 'a' }), hit({ objectID: 'b', type: 'page', url: '/feeding' }), hit({ objectID: 'c', type: 'blog', date: '2026-03-04' })];
  return {
    query: 'keep',
    filter: 'all',
    page,
    content: { query: 'keep', hits, nbHits, page, nbPages: Math.ceil(nbHits / 3), hitsPerPage: 3 },
    products: { query: 'keep', hits: [], nbHits: 2 },
    total: nbHits + 2,
  };
}

function renderView(snapshot: SearchSnapshot, send: (e: SearchEvent) => void = () => undefined) {
  return render(<SearchView snapshot={snapshot} send={send} brand="Brightbowl" locale="en-us" brands={[]} searchPath="/search" headingLevel={1} popularSearches={SEARCH.popularSearches} />);
}

describe('search results', () => {
  it('a FAQ result shows title, a 33-word excerpt with an ellipsis and Read FAQ linking to /contact?faq={objectID}', () => {
    render(<ContentResult hit={hit({})} locale="en-gb" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 }).innerHTML).toBe('How long does it <mark>keep</mark>?');
    expect(screen.getByText(/^w0 /).textContent).toBe(`${words(33)}…`);
    expect(screen.getByRole('link', { name: /^Read FAQ/ }).getAttribute('href')).toBe('/en-gb/contact?faq=faq-storage-en-gb');
  });

  it('a blog result shows a placeholder without an image, its label, the date as "Mar 4, 2026" and Read Article', () => {
    const { container } = render(<ContentResult hit={hit({ type: 'blog', date: '2026-03-04', url: '/blog/x' })} locale="en-us" headingLevel={3} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Storage')).toBeDefined();
    expect(screen.getByText('Mar 4, 2026')).toBeDefined();
    expect(screen.getByRole('link', { name: /^Read Article/ }).getAttribute('href')).toBe('/blog/x');
  });

  it('a page result reads Read Page and keeps a url that already carries a locale prefix', () => {
    render(<ContentResult hit={hit({ type: 'page', url: '/en-ca/feeding' })} locale="en-ca" headingLevel={3} />);
    expect(screen.getByRole('link', { name: /^Read Page/ }).getAttribute('href')).toBe('/en-ca/feeding');
    expect(localizeResultUrl('/feeding', 'en-gb')).toBe('/en-gb/feeding');
    expect(localizeResultUrl('https://example.com/x', 'en-gb')).toBe('https://example.com/x');
  });
});

describe('search view', () => {
  it('the heading reads {n} result(s) for "{query}" and the form has the search role, placeholder and label', () => {
    renderView(snapshotFor(response(5, 1)));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('7 result(s) for "keep"');
    const box = within(screen.getByRole('search')).getByRole('searchbox', { name: 'search Brightbowl' });
    expect(box.getAttribute('placeholder')).toBe('search Brightbowl');
    expect(screen.getByRole('button', { name: 'clear search' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'cancel' })).toBeDefined();
  });

  it('previous is disabled on the first page, next on the last', () => {
    const { unmount } = renderView(snapshotFor(response(5, 1), 1));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'previous' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'next' }).disabled).toBe(false);
    unmount();
    renderView(snapshotFor(response(5, 2), 2));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'previous' }).disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'next' }).disabled).toBe(true);
  });

  it('shows the five filter chips with all active, and the popular searches', () => {
    const sent: SearchEvent[] = [];
    renderView(snapshotFor(response(5, 1)), (e) => sent.push(e));
    const chips = within(screen.getByRole('group', { name: 'filter results' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['all', 'products', 'faq', 'pages', 'blog']);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chips[2] as HTMLElement);
    expect(sent).toEqual([{ type: 'search.filter', filter: 'faq' }]);
    const popular = within(screen.getByRole('region', { name: 'popular searches' })).getAllByRole('link');
    // The editor's list (here the default), in order.
    expect(popular.map((l) => l.textContent)).toEqual([...SEARCH.popularSearches]);
  });

  it('Escape in the input is sent as a non-typing key, not as an empty value', () => {
    const sent: SearchEvent[] = [];
    renderView(snapshotFor(response(5, 1)), (e) => sent.push(e));
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(sent).toEqual([{ type: 'search.type', value: 'keep', key: 'Escape' }]);
  });
});
