import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, bodyParagraphs, toArticles } from '@/features/blog/articles';
import { serializeJsonLd } from '@/features/catalog/product-json-ld';
import type { ArticleData, DataEntry } from '@/services/content/types';

const article = (id: string, slug: string, date: string, extra: Partial<ArticleData> = {}): DataEntry<ArticleData> => ({
  id,
  name: id,
  data: {
    title: `Title ${slug}`,
    slug,
    url: `/blog/${slug}`,
    date,
    excerpt: `Excerpt ${slug}`,
    category: 'Nutrition',
    image: '/media/content/blog-spring.jpg',
    imageAltText: 'A bowl',
    ...extra,
  },
});

describe('blog articles', () => {
  it('the list is newest first, one article per slug (the most specific entry wins)', () => {
    const list = toArticles(
      [article('a', 'older', '2026-01-02'), article('b', 'newer', '2026-05-01'), article('c', 'older', '2026-12-31')],
      { locale: 'en-us' },
    );
    expect(list.map((a) => a.id)).toEqual(['b', 'a']);
  });

  it('article links carry the locale prefix outside en-us', () => {
    expect(toArticles([article('a', 'x', '2026-01-01')], { locale: 'en-gb' })[0]?.href).toBe('/en-gb/blog/x');
    expect(toArticles([article('a', 'x', '2026-01-01')], { locale: 'en-us' })[0]?.href).toBe('/blog/x');
  });

  it('the body is split into text paragraphs on blank lines, and the excerpt stands in for a missing body', () => {
    expect(bodyParagraphs({ body: 'One.\n\n  Two <b>bold</b>.\n \n', excerpt: 'E' })).toEqual(['One.', 'Two <b>bold</b>.']);
    expect(bodyParagraphs({ excerpt: 'Just the excerpt.' })).toEqual(['Just the excerpt.']);
  });

  it('the BlogPosting JSON-LD is absolute and cannot close its script element', () => {
    const [a] = toArticles([article('a', 'x', '2026-01-01', { title: '</script><script>alert(1)</script>' })], { locale: 'en-ca' });
    if (!a) throw new Error('no article');
    const ld = blogPostingJsonLd(a, 'https://example.test', 'Brightbowl');
    expect(ld).toMatchObject({ '@type': 'BlogPosting', url: 'https://example.test/en-ca/blog/x', datePublished: '2026-01-01' });
    expect(serializeJsonLd(ld)).not.toContain('<');
  });
});
