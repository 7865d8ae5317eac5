import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  articlesInCategory,
  categoriesOf,
  categorySlug,
  gridArticles,
  isSlug,
  newestFirst,
  paginate,
  parsePageParam,
  relatedArticles,
  type ArticleSummary,
} from '@/domain/blog/article';

const a = (title: string, date: string, category: string, url = `/blog/${categorySlug(title)}`): ArticleSummary & { readonly title: string } => ({ title, date, category, url });

const ARTICLES = [
  a('Older sourcing', '2026-01-10', 'Sourcing'),
  a('Newest sourcing', '2026-09-30', 'Sourcing'),
  a('Middle sourcing', '2026-06-12', 'Sourcing'),
  a('Puppy portions', '2026-07-08', 'Feeding advice'),
  a('Vet on seniors', '2026-11-10', 'Fresh Perspectives'),
  a('Shelter kitchen', '2026-10-28', 'Fresh Perspectives'),
];

const articleArb = fc.record({
  title: fc.string({ minLength: 1, maxLength: 8 }),
  date: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  category: fc.constantFrom('Sourcing', 'Feeding advice', 'Transition guides'),
  url: fc.integer({ min: 0, max: 30 }).map((n) => `/blog/a-${n}`),
});

describe('related articles (§2: same category, newest first, never the current article)', () => {
  it('shows only the current article\'s category, newest first, without the current article', () => {
    const related = relatedArticles(ARTICLES, { category: 'Sourcing', currentUrl: '/blog/newest-sourcing', limit: 3 });
    expect(related.map((r) => r.title)).toEqual(['Middle sourcing', 'Older sourcing']);
  });

  it('the current article is never among them, every one shares its category, they are newest first and at most the limit', () => {
    fc.assert(
      fc.property(fc.array(articleArb, { maxLength: 25 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 6 }), (list, current, limit) => {
        const currentUrl = `/blog/a-${current}`;
        const category = list.find((x) => x.url === currentUrl)?.category ?? 'Sourcing';
        const related = relatedArticles(list, { category, currentUrl, limit });
        expect(related.every((r) => r.url !== currentUrl)).toBe(true);
        expect(related.every((r) => r.category === category)).toBe(true);
        expect(related.length).toBeLessThanOrEqual(limit);
        expect(related.map((r) => r.date)).toEqual([...related.map((r) => r.date)].sort().reverse());
        const candidates = list.filter((x) => x.url !== currentUrl && x.category === category).length;
        expect(related.length).toBe(Math.min(limit, candidates));
      }),
    );
  });

  it('matches categories by slug, so an editor typing "sourcing" still finds "Sourcing"', () => {
    expect(relatedArticles(ARTICLES, { category: 'sourcing', currentUrl: '/nowhere', limit: 6 })).toHaveLength(3);
  });
});

describe('grids and categories', () => {
  it('a fresh-perspectives-blog grid shows only Fresh Perspectives essays; a blog grid shows every article, newest first', () => {
    expect(gridArticles('fresh-perspectives-blog', ARTICLES).map((x) => x.title)).toEqual(['Vet on seniors', 'Shelter kitchen']);
    expect(gridArticles('blog', ARTICLES).map((x) => x.date)).toEqual(newestFirst(ARTICLES).map((x) => x.date));
    expect(gridArticles('blog', ARTICLES)).toHaveLength(ARTICLES.length);
  });

  it('a category page lists that category only, newest first', () => {
    expect(articlesInCategory(ARTICLES, 'sourcing').map((x) => x.title)).toEqual(['Newest sourcing', 'Middle sourcing', 'Older sourcing']);
    expect(articlesInCategory(ARTICLES, 'no-such-topic')).toEqual([]);
  });

  it('the category list has each category once, the freshest topic first', () => {
    expect(categoriesOf(ARTICLES)).toEqual(['Fresh Perspectives', 'Sourcing', 'Feeding advice']);
  });

  it('category slugs are lower-case words joined by hyphens', () => {
    expect(categorySlug('Fresh Perspectives')).toBe('fresh-perspectives');
    expect(categorySlug('  Feeding & nutrition! ')).toBe('feeding-nutrition');
    expect(isSlug('fresh-perspectives')).toBe(true);
    expect(isSlug('../etc/passwd')).toBe(false);
    expect(isSlug('Fresh')).toBe(false);
  });
});

describe('pagination (§4: previous disabled on the first page, next on the last)', () => {
  it('the first page has no previous, the last no next, and every item is on exactly one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 12 }), (count, size) => {
        const items = Array.from({ length: count }, (_, i) => i);
        const first = paginate(items, 1, size);
        expect(first.hasPrevious).toBe(false);
        const last = paginate(items, first.pageCount, size);
        expect(last.hasNext).toBe(false);
        const all = Array.from({ length: first.pageCount }, (_, p) => paginate(items, p + 1, size).items).flat();
        expect(all).toEqual(items);
      }),
    );
  });

  it('a page past the end shows the last page rather than an empty grid', () => {
    expect(paginate([1, 2, 3, 4, 5], 9, 2)).toMatchObject({ items: [5], page: 3, hasNext: false, hasPrevious: true });
  });

  it('?page= accepts a positive integer only (anything else is refused, not read as page 1)', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '2e3', ' 2', '999999']) expect(parsePageParam(bad), bad).toBeNull();
    expect(parsePageParam(['1', '2'])).toBeNull();
  });
});

describe('video block frames (§9 video aspect ratios)', () => {
  it('offers exactly the §9 ratios, each drawn at its own width / height', async () => {
    const { VIDEO_ASPECT_RATIOS } = await import('@/config/block-options');
    const { MEDIA_ASPECT_RATIOS, FRAME_ASPECT_RATIO } = await import('@/block-kit/video-inputs');
    expect([...MEDIA_ASPECT_RATIOS]).toEqual(Object.keys(VIDEO_ASPECT_RATIOS));
    for (const [ratio, [w, h]] of Object.entries(VIDEO_ASPECT_RATIOS)) expect(FRAME_ASPECT_RATIO[ratio as keyof typeof FRAME_ASPECT_RATIO]).toBe(`${w} / ${h}`);
  });
});
