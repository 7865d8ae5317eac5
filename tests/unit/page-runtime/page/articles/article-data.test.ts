import { describe, expect, it } from 'vitest';
import { articleJsonLd, articlePageBlocks, blogListingBlocks, categoryPageBlocks, toLoadedArticles, type LoadedArticle } from '@/page-runtime/page/articles/article-data';
import { resolveArticleBlocks } from '@/page-runtime/page/articles/resolve-article-blocks';
import type { ArticleData } from '@/domain/content/article';
import type { ContentBlock } from '@/domain/content/block';

const data = (slug: string, date: string, category: string, extra: Partial<ArticleData> = {}): ArticleData => ({
  title: `Title ${slug}`,
  slug,
  url: `/blog/${slug}`,
  date,
  excerpt: `Excerpt ${slug}`,
  category,
  image: '/media/content/blog-spring.jpg',
  imageAltText: 'A bowl',
  ...extra,
});

const blog = toLoadedArticles(
  'blog',
  [
    { id: 'a', data: data('older', '2026-01-02', 'Sourcing') },
    { id: 'b', data: data('newer', '2026-05-01', 'Sourcing') },
    { id: 'c', data: data('older', '2026-12-31', 'Sourcing') },
    { id: 'd', data: data('puppy', '2026-03-01', 'Feeding advice') },
  ],
  'en-gb',
);

const options = (blocks: readonly ContentBlock[], name: string) => blocks.find((b) => b.component?.name === name)?.component?.options ?? {};

describe('blog and press data for the blocks', () => {
  it('one article per slug (the most specific entry wins), newest first, linked in its own locale', () => {
    expect(blog.map((x) => x.id)).toEqual(['b', 'd', 'a']);
    expect(blog[0]?.url).toBe('/en-gb/blog/newer');
  });

  it('an article page is Blog Article around the body, then Related Articles that exclude the article itself', () => {
    const [first] = blog;
    if (!first) throw new Error('no article');
    const blocks = articlePageBlocks(first, blog, 'en-gb');
    expect(blocks.map((b) => b.component?.name)).toEqual(['Blog Article', 'Related Articles']);
    expect(options(blocks, 'Blog Article')).toMatchObject({ type: 'Blog', title: 'Title newer', categoryUrl: '/en-gb/blog/category/sourcing', listingUrl: '/en-gb/blog' });
    expect(options(blocks, 'Related Articles')).toMatchObject({ category: 'Sourcing', currentUrl: '/en-gb/blog/newer' });
    // A plain-text entry still renders through Blog Text.
    expect(blocks[0]?.children?.map((c) => c.component?.name)).toEqual(['Blog Text']);
  });

  it('a press release is a Press article whose JSON-LD is a NewsArticle; a blog post is a BlogPosting', () => {
    const [release] = toLoadedArticles('press', [{ id: 'p', data: data('kitchen', '2026-11-04', 'Company news', { url: '/press/kitchen' }) }], 'en-us');
    if (!release || !blog[0]) throw new Error('no article');
    expect(options(articlePageBlocks(release, [release], 'en-us'), 'Blog Article')).toMatchObject({ type: 'Press', listingUrl: '/press' });
    expect(articleJsonLd(release, 'https://brightbowl.example', 'Brightbowl')).toMatchObject({
      '@type': 'NewsArticle',
      url: 'https://brightbowl.example/press/kitchen',
      datePublished: '2026-11-04',
    });
    expect(articleJsonLd(blog[0], 'https://brightbowl.example', 'Brightbowl')['@type']).toBe('BlogPosting');
  });

  it('every video an article shows is a VideoObject in its JSON-LD, with its title, description, publish date and duration in seconds', () => {
    const video = {
      '@type': '@builder.io/sdk:Element' as const,
      component: {
        name: 'Blog Media',
        options: {
          mediaType: 'Video',
          image: '/media/content/ingredients.jpg',
          video: 'fresh-kitchen',
          videoTitle: 'In the kitchen',
          videoDescription: 'How a batch is cooked.',
          videoPublishDate: '2026-09-30',
          videoDurationSeconds: 42,
        },
      },
    };
    const photo = { '@type': '@builder.io/sdk:Element' as const, component: { name: 'Blog Media', options: { image: '/media/content/ingredients.jpg' } } };
    const [withVideo] = toLoadedArticles('blog', [{ id: 'v', data: data('kitchen', '2026-10-01', 'Sourcing', { blocks: [photo, video] }) }], 'en-us');
    if (!withVideo || !blog[0]) throw new Error('no article');
    expect(articleJsonLd(withVideo, 'https://brightbowl.example', 'Brightbowl').video).toEqual([
      {
        '@type': 'VideoObject',
        name: 'In the kitchen',
        description: 'How a batch is cooked.',
        uploadDate: '2026-09-30',
        thumbnailUrl: 'https://brightbowl.example/media/content/ingredients.jpg',
        duration: 'PT42S',
      },
    ]);
    expect(articleJsonLd(blog[0], 'https://brightbowl.example', 'Brightbowl').video).toBeUndefined();
  });

  it('the blog listing and a category page list the topics, with the category page marking its own', () => {
    const listing = blogListingBlocks({ brand: 'Brightbowl', articles: blog, page: 1, locale: 'en-gb' });
    expect(options(listing, 'Blog Categories').categories).toEqual([
      { label: 'Sourcing', url: '/en-gb/blog/category/sourcing' },
      { label: 'Feeding advice', url: '/en-gb/blog/category/feeding-advice' },
    ]);
    const category = categoryPageBlocks({ category: 'Feeding advice', articles: blog, page: 1, locale: 'en-gb' });
    expect(options(category, 'Blog Categories').current).toBe('Feeding advice');
    expect((options(category, 'Blog Grid').articles as { title: string }[]).map((x) => x.title)).toEqual(['Title puppy']);
  });
});

describe('blog list blocks on content pages', () => {
  const loaded: Record<'blog' | 'press', LoadedArticle[]> = {
    blog,
    press: toLoadedArticles('press', [{ id: 'p', data: data('kitchen', '2026-11-04', 'Company news', { url: '/press/kitchen' }) }], 'en-gb'),
  };
  const load = (kind: 'blog' | 'press') => Promise.resolve(loaded[kind]);
  const el = (name: string, opts: Record<string, unknown> = {}, children?: ContentBlock[]): ContentBlock => ({
    '@type': '@builder.io/sdk:Element',
    component: { name, options: opts },
    ...(children ? { children } : {}),
  });

  it('an empty list is filled from its model (press for Press Grid and press-type grids, blog otherwise), nested blocks too', async () => {
    const blocks = await resolveArticleBlocks([el('Press Grid'), el('Core:Section', {}, [el('Blog Grid', { type: 'blog' })])], 'main', 'en-gb', load);
    expect((blocks[0]?.component?.options?.articles as { url: string }[]).map((x) => x.url)).toEqual(['/en-gb/press/kitchen']);
    expect(blocks[0]?.component?.options?.listingUrl).toBe('/en-gb/press');
    expect((blocks[1]?.children?.[0]?.component?.options?.articles as unknown[]).length).toBe(3);
  });

  it('a list the editor pinned is kept as it is', async () => {
    const pinned = [{ title: 'Pinned', url: '/blog/pinned', date: '2026-01-01', category: 'Sourcing' }];
    const [block] = await resolveArticleBlocks([el('Blog Grid', { articles: pinned, listingUrl: '/blog' })], 'main', 'en-gb', load);
    expect(block?.component?.options).toMatchObject({ articles: pinned, listingUrl: '/blog' });
  });

  it('every block that prints a date gets the page locale (so an en-gb page writes en-gb dates), unless the editor chose one', async () => {
    let loads = 0;
    const blocks = await resolveArticleBlocks(
      [el('Blog Article', { title: 'T', date: '2026-09-30', category: 'Sourcing' }), el('Press Grid', { locale: 'en-us' }), el('Related Articles', { articles: [{ title: 'x' }] })],
      'main',
      'en-gb',
      (kind) => ((loads += 1), load(kind)),
    );
    expect(blocks.map((b) => b.component?.options?.locale)).toEqual(['en-gb', 'en-us', 'en-gb']);
    expect(loads).toBe(1);
    const page = articlePageBlocks(blog[0] as LoadedArticle, blog, 'en-gb');
    expect([options(page, 'Blog Article').locale, options(page, 'Related Articles').locale]).toEqual(['en-gb', 'en-gb']);
    expect(options(blogListingBlocks({ brand: 'B', articles: blog, page: 1, locale: 'en-ca' }), 'Blog Grid').locale).toBe('en-ca');
  });

  it('a page without blog list blocks is returned untouched and loads nothing', async () => {
    const blocks = [el('Hed and Dek', { hed: 'Hi' })];
    let loads = 0;
    const result = await resolveArticleBlocks(blocks, 'main', 'en-us', (kind) => ((loads += 1), load(kind)));
    expect(result).toBe(blocks);
    expect(loads).toBe(0);
  });
});
