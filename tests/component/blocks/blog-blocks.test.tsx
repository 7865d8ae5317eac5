import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { EMPTY_GRID_TEXT } from '@/blocks/blog-grid/blog-grid';
import { VIDEO_MODAL_OPEN_EVENT } from '@/machines/modals/window-event-names';
import { fixtureOptions, registered, renderBlock } from './support';

vi.mock('next/image', () => import('./next-image-mock'));
afterEach(() => {
  vi.restoreAllMocks();
});

const card = (title: string, date: string, category: string, slug = title.toLowerCase().replace(/\W+/g, '-')) => ({
  title,
  url: `/blog/${slug}`,
  date,
  category,
  image: '/media/content/blog-spring.jpg',
  imageAltText: `${title} picture`,
  excerpt: `About ${title}.`,
});

const ARTICLES = [
  card('Chicken farms', '2026-09-30', 'Sourcing'),
  card('Low heat', '2026-06-12', 'Sourcing'),
  card('Kitchen day', '2026-11-02', 'Sourcing'),
  card('Puppy portions', '2026-07-08', 'Feeding advice'),
  card('Vet on seniors', '2026-11-10', 'Fresh Perspectives'),
  card('Shelter kitchen', '2026-10-28', 'Fresh Perspectives'),
  card('Label reading', '2026-10-02', 'Feeding advice'),
];

const titlesIn = (container: HTMLElement) => within(container).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('Blog Text (Standard or Quoted)', () => {
  it('Standard: the fixture sub-heading is an h2 over its paragraphs', () => {
    const options = fixtureOptions('Blog Text', (o) => o.variant === 'Standard' && typeof o.heading === 'string');
    renderBlock('Blog Text', options);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(options.heading);
    expect(screen.getByRole('region', { name: String(options.heading) })).toBeTruthy();
  });

  it('Quoted: the quote is a blockquote and its attribution a caption of the same figure', () => {
    const { container } = renderBlock('Blog Text', { variant: 'Quoted', text: 'Small batches, clean stations.', attribution: 'Ana Ruiz' });
    const figure = container.querySelector('figure');
    expect(figure?.querySelector('blockquote')?.textContent).toBe('Small batches, clean stations.');
    expect(figure?.querySelector('figcaption')?.textContent).toContain('Ana Ruiz');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('empty text is refused with the block error message, not rendered blank', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock('Blog Text', { variant: 'Standard', text: '  ' });
    expect(screen.getByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
  });
});

describe('Blog Media (image or video)', () => {
  it('an image without a background video ships no video element', () => {
    const { container } = renderBlock('Blog Media', { image: '/media/content/ingredients.jpg', mediaAltText: 'Carrots' });
    expect(container.querySelector('video')).toBeNull();
  });

  it('an image keeps its alt text and sits in the chosen §9 frame', () => {
    const { container } = renderBlock('Blog Media', { mediaType: 'Image', image: '/media/content/ingredients.jpg', mediaAltText: 'Chopped carrots', aspectRatio: '5:7', caption: 'Weighed per batch.' });
    expect(screen.getByRole('img', { name: 'Chopped carrots' })).toBeTruthy();
    expect((container.querySelector('img')?.parentElement as HTMLElement).style.aspectRatio).toBe('5 / 7');
    expect(screen.getByText('Weighed per batch.')).toBeTruthy();
  });

  it('a video shows its poster and a named play button that opens the global video modal with its id', () => {
    const opened = vi.fn();
    window.addEventListener(VIDEO_MODAL_OPEN_EVENT, opened);
    renderBlock('Blog Media', fixtureOptions('Blog Media', (o) => o.mediaType === 'Video'));
    fireEvent.click(screen.getByRole('button', { name: 'Play video: The Brightbowl story' }));
    window.removeEventListener(VIDEO_MODAL_OPEN_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]?.[0] as CustomEvent<{ videoId: string }>).detail.videoId).toBe('brightbowl-story');
  });

  it('a background video is muted, loops, is hidden from assistive technology, and the play button names it so the modal can pause and resume it', () => {
    const opened = vi.fn();
    window.addEventListener(VIDEO_MODAL_OPEN_EVENT, opened);
    const { container } = renderBlock('Blog Media', {
      mediaType: 'Video',
      image: '/media/content/column-fresh.jpg',
      backgroundVideo: 'fresh-kitchen',
      video: 'brightbowl-story',
      videoTitle: 'Our story',
    });
    const background = container.querySelector('video');
    expect(background?.muted).toBe(true);
    expect(background?.loop).toBe(true);
    expect(background?.getAttribute('aria-hidden')).toBe('true');
    const playerId = background?.getAttribute('data-inline-player-id') ?? '';
    expect(playerId).toMatch(/^[A-Za-z0-9_-]+$/);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Our story' }));
    window.removeEventListener(VIDEO_MODAL_OPEN_EVENT, opened);
    expect((opened.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ videoId: 'brightbowl-story', inlinePlayerId: playerId });
  });

  it('a Video without a video id, or an aspect ratio outside §9, is refused', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock('Blog Media', { mediaType: 'Video', image: '/media/content/ingredients.jpg' });
    renderBlock('Blog Media', { image: '/media/content/ingredients.jpg', aspectRatio: '4:3' });
    expect(screen.getAllByText(BLOCK_ERROR_MESSAGE)).toHaveLength(2);
  });
});

describe('dates in blocks (§2: abbreviated month, day, year, in the locale’s words)', () => {
  const september = [card('Chicken farms', '2026-09-30', 'Sourcing')];
  const printed = (container: HTMLElement) => container.querySelector('time')?.textContent;

  it('every dated block writes month, day, year; en-gb abbreviates September as the search results do, en-us and en-ca do not', () => {
    for (const [locale, expected] of [
      ['en-us', 'Sep 30, 2026'],
      ['en-ca', 'Sep 30, 2026'],
      ['en-gb', 'Sept 30, 2026'],
    ] as const) {
      expect(printed(renderBlock('Blog Grid', { articles: september, locale }).container), `Blog Grid ${locale}`).toBe(expected);
      expect(printed(renderBlock('Press Grid', { articles: september, locale }).container), `Press Grid ${locale}`).toBe(expected);
      expect(printed(renderBlock('Related Articles', { category: 'Sourcing', currentUrl: '/blog/other', articles: september, locale }).container), `Related ${locale}`).toBe(expected);
      expect(printed(renderBlock('Blog Article', { title: 'T', date: '2026-09-30', category: 'Sourcing', locale }).container), `Blog Article ${locale}`).toBe(expected);
    }
  });

  it('the machine-readable date stays the ISO date whatever the locale', () => {
    expect(renderBlock('Blog Grid', { articles: september, locale: 'en-gb' }).container.querySelector('time')?.getAttribute('datetime')).toBe('2026-09-30');
  });
});

describe('Blog Article (Blog or Press)', () => {
  it('the title is the page h1 and names the article; the body blocks sit inside it', () => {
    const Block = registered('Blog Article').component;
    render(
      <Block type="Blog" title="Inside the kitchen" date="2026-11-02" category="Sourcing" categoryUrl="/blog/category/sourcing" author="The kitchen">
        <p>Body text</p>
      </Block>,
    );
    const article = screen.getByRole('article', { name: 'Inside the kitchen' });
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('Inside the kitchen');
    expect(within(article).getByText('Body text')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Sourcing' }).getAttribute('href')).toBe('/blog/category/sourcing');
    // §2 date format: abbreviated month, day, year.
    expect(article.querySelector('time')?.textContent).toBe('Nov 2, 2026');
    expect(article.textContent).toContain('By The kitchen');
  });

  it('a press release says so, names its issuer without "By", and links back to all releases', () => {
    renderBlock('Blog Article', { type: 'Press', title: 'Second kitchen opens', date: '2026-11-04', category: 'Company news', author: 'Press office', listingUrl: '/press' });
    const article = screen.getByRole('article');
    expect(article.textContent).toContain('Press release');
    expect(article.textContent).not.toContain('By Press office');
    expect(screen.getByRole('link', { name: 'All press releases' }).getAttribute('href')).toBe('/press');
  });
});

describe('Blog Grid (blog, press, fresh-perspectives-blog) and Press Grid', () => {
  it('a blog grid shows its articles newest first, one page at a time, with previous disabled on the first page', () => {
    renderBlock('Blog Grid', { type: 'blog', heading: 'Latest', pageSize: 3, listingUrl: '/blog', articles: ARTICLES });
    const region = screen.getByRole('region', { name: 'Latest' });
    expect(titlesIn(region)).toEqual(['Vet on seniors', 'Kitchen day', 'Shelter kitchen']);
    const pager = screen.getByRole('navigation', { name: 'Latest: pages' });
    expect(within(pager).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(pager).getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/blog?page=2');
  });

  it('the last page disables next, and its previous link goes back to the page before', () => {
    renderBlock('Blog Grid', { type: 'blog', heading: 'Latest', pageSize: 3, page: 3, listingUrl: '/en-gb/blog', articles: ARTICLES });
    expect(titlesIn(screen.getByRole('region', { name: 'Latest' }))).toEqual(['Low heat']);
    const pager = screen.getByRole('navigation', { name: 'Latest: pages' });
    expect(within(pager).getByText('Next').getAttribute('aria-disabled')).toBe('true');
    expect(within(pager).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/en-gb/blog?page=2');
  });

  it('a fresh-perspectives-blog grid shows only the Fresh Perspectives essays', () => {
    renderBlock('Blog Grid', { type: 'fresh-perspectives-blog', heading: 'Fresh Perspectives', articles: ARTICLES });
    expect(titlesIn(screen.getByRole('region', { name: 'Fresh Perspectives' }))).toEqual(['Vet on seniors', 'Shelter kitchen']);
  });

  it('an empty grid says so in words', () => {
    renderBlock('Blog Grid', { type: 'press', heading: 'News' });
    expect(screen.getByText(EMPTY_GRID_TEXT)).toBeTruthy();
  });

  it('Press Grid lists releases newest first as dated headlines without images by default', () => {
    const releases = [card('Trays', '2026-09-22', 'Sustainability'), card('Kitchen', '2026-11-04', 'Company news')];
    renderBlock('Press Grid', { articles: releases });
    const region = screen.getByRole('region', { name: 'Press releases' });
    expect(titlesIn(region)).toEqual(['Kitchen', 'Trays']);
    expect(within(region).queryByRole('img')).toBeNull();
    expect(within(region).getAllByText(/, 2026$/).map((t) => t.textContent)).toEqual(['Nov 4, 2026', 'Sep 22, 2026']);
  });
});

describe('Blog Categories', () => {
  it('lists the topics as links in a named navigation, the current one marked', () => {
    renderBlock('Blog Categories', {
      current: 'Sourcing',
      allUrl: '/blog',
      categories: [
        { label: 'Sourcing', url: '/blog/category/sourcing' },
        { label: 'Feeding advice', url: '/blog/category/feeding-advice' },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Browse by topic' });
    expect(within(nav).getByRole('link', { name: 'Sourcing' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Feeding advice' }).getAttribute('aria-current')).toBeNull();
    // "All articles" is a way out, never the current topic.
    expect(within(nav).getByRole('link', { name: 'All articles' }).getAttribute('aria-current')).toBeNull();
  });

  it('with no categories it renders nothing', () => {
    const { container } = renderBlock('Blog Categories', {});
    expect(container.textContent).toBe('');
  });
});

describe('Related Articles (same category, newest first, never the current article)', () => {
  it('shows the newest articles of the category, without the one being read', () => {
    renderBlock('Related Articles', { category: 'Sourcing', currentUrl: '/blog/kitchen-day', articles: ARTICLES, limit: 3 });
    expect(titlesIn(screen.getByRole('region', { name: 'Related articles' }))).toEqual(['Chicken farms', 'Low heat']);
  });

  it('with nothing related it renders nothing', () => {
    const { container } = renderBlock('Related Articles', { category: 'Community', currentUrl: '/press/x', articles: ARTICLES });
    expect(container.textContent).toBe('');
  });
});

describe('article dates', () => {
  it('a date must be a real calendar day written yyyy-mm-dd', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const date of ['2026-02-30', '11/04/2026', '2026-13-01', 'soon']) {
      const { unmount } = renderBlock('Blog Article', { title: 'T', date, category: 'C' });
      expect(screen.getByText(BLOCK_ERROR_MESSAGE), date).toBeTruthy();
      unmount();
    }
    renderBlock('Blog Article', { title: 'T', date: '2028-02-29', category: 'C' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('T');
  });
});
