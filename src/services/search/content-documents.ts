/**
 * Content search documents derived from the content entries (pages, FAQs, blog posts), so the
 * local index holds exactly what the site serves: an entry is indexed for a theme and locale only
 * when the content service would serve it there (same targeting rules, same schedule window), and a
 * page only when it is the one served at its url (the most specific match wins, as on the site).
 *
 * Each theme gets its own list (§7: one content index for the consumer site, a separate vet index).
 * An entry served in every locale gets locale 'multi'; one served in some locales lists them (a
 * facet on a list matches any element, as on Algolia). The objectID is the entry id, so a FAQ
 * result links to /contact?faq={entry id} and the contact page can find that entry.
 */
import { LOCALES, type Locale } from '@/config/constants';
import { THEMES, type Theme } from '@/config/themes';
import { isTargeted, selectBest } from '@/services/content/targeting';
import type { UserAttributes } from '@/services/content/types';
import type { ArticleData } from '@/domain/content/article';
import type { ContentBlock } from '@/domain/content/block';
import type { ContentEntry } from '@/domain/content/entry';
import type { FaqData } from '@/domain/content/faq';
import type { PageData } from '@/domain/content/page';
import type { ContentDocument } from './documents';
import { MULTI_LOCALE, type DocumentLocale } from './types';

/** The entries documents are made from (the content service's fixture loader reads them). */
export type ContentSources = {
  readonly page: readonly ContentEntry<PageData>[];
  readonly faq: readonly ContentEntry<FaqData>[];
  readonly blog: readonly ContentEntry<ArticleData>[];
  /** Press releases are found as type blog too (§7 has no press type); absent means none. */
  readonly press?: readonly ContentEntry<ArticleData>[] | undefined;
};

/** The document schema's limits (documents.ts): longer text is cut, never refused. */
const MAX_CONTENT_CHARS = 20_000;
const MAX_TITLE_CHARS = 200;
const MAX_LABEL_CHARS = 60;

/** Editor options that hold prose a visitor reads (other strings are urls, colours, layout names). */
const TEXT_OPTION_KEYS = new Set([
  'heading',
  'subheading',
  'hed',
  'dek',
  'title',
  'subtitle',
  'body',
  'text',
  'description',
  'content',
  'copy',
  'label',
  'question',
  'answer',
  'quote',
  'caption',
  'eyebrow',
  'intro',
]);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Rich-text options are HTML: the index holds the words, not the markup. */
function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function collectText(value: unknown, key: string | null, out: string[]): void {
  if (typeof value === 'string') {
    if (key !== null && TEXT_OPTION_KEYS.has(key)) {
      const text = plainText(value);
      if (text !== '') out.push(text);
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectText(item, key, out);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      // Personalization variants are alternatives to the default blocks: index what everyone sees.
      if (k === 'variants') continue;
      collectText(v, k, out);
    }
  }
}

/** The words of a block tree, in reading order. */
export function blockText(blocks: readonly ContentBlock[]): string {
  const out: string[] = [];
  for (const block of blocks) {
    collectText(block.component?.options, null, out);
    if (block.children !== undefined) out.push(blockText(block.children));
  }
  return out.filter((t) => t !== '').join(' ');
}

const cut = (value: string, max: number): string => (value.length > max ? value.slice(0, max) : value);

/** 'multi' when served in every locale, the one locale, or the list. */
function documentLocale(locales: readonly Locale[]): DocumentLocale | DocumentLocale[] {
  if (locales.length === LOCALES.length) return MULTI_LOCALE;
  return locales.length === 1 && locales[0] !== undefined ? locales[0] : [...locales];
}

function pageUrl(data: PageData): string | null {
  const url: unknown = typeof data.url === 'string' ? data.url : data.url?.[0];
  return typeof url === 'string' && url.startsWith('/') ? url : null;
}

type Served<E> = { readonly entry: E; readonly locales: readonly Locale[] };

/** Where each entry is served for a theme: the locales whose attributes it targets now. */
function servedIn<E extends ContentEntry<unknown>>(
  entries: readonly E[],
  theme: Theme,
  now: number,
  extra: (entry: E) => UserAttributes = () => ({}),
): Served<E>[] {
  const out: Served<E>[] = [];
  for (const entry of entries) {
    if (entry.published !== 'published') continue;
    const locales = LOCALES.filter((locale) => isTargeted(entry, { ...extra(entry), theme, locale }, now));
    if (locales.length > 0) out.push({ entry, locales });
  }
  return out;
}

/** Pages: only the entry the site would serve at each url (a more specific page hides a generic one). */
function servedPages(pages: readonly ContentEntry<PageData>[], theme: Theme, now: number): Served<ContentEntry<PageData>>[] {
  const indexable = pages.filter((p) => p.published === 'published' && p.data.noIndex !== true && pageUrl(p.data) !== null);
  const urls = [...new Set(indexable.map((p) => pageUrl(p.data) ?? ''))];
  const locales = new Map<ContentEntry<PageData>, Locale[]>();
  for (const urlPath of urls) {
    for (const locale of LOCALES) {
      const best = selectBest(indexable, { urlPath, theme, locale }, now);
      if (best !== null) locales.set(best, [...(locales.get(best) ?? []), locale]);
    }
  }
  return [...locales].map(([entry, served]) => ({ entry, locales: served }));
}

/**
 * The content documents of one theme.
 * @example contentDocumentsFor(sources, 'vet', Date.now()).every((d) => d.objectID !== '') // true
 */
export function contentDocumentsFor(sources: ContentSources, theme: Theme, now: number): ContentDocument[] {
  const pages = servedPages(sources.page, theme, now).map(({ entry, locales }): ContentDocument => {
    const text = [entry.data.description ?? '', blockText(entry.data.blocks)].filter((t) => t !== '').join(' ');
    return {
      objectID: entry.id,
      title: cut(entry.data.title ?? entry.name, MAX_TITLE_CHARS),
      content: cut(text, MAX_CONTENT_CHARS),
      date: '',
      image: '',
      label: '',
      type: 'page',
      url: pageUrl(entry.data) ?? '/',
      locale: documentLocale(locales),
    };
  });
  const faqs = servedIn(sources.faq, theme, now).map(({ entry, locales }): ContentDocument => ({
    objectID: entry.id,
    title: cut(entry.data.question, MAX_TITLE_CHARS),
    content: cut(plainText(entry.data.answer.replace(/\n/g, ' ')), MAX_CONTENT_CHARS),
    date: '',
    image: '',
    label: cut(entry.data.category, MAX_LABEL_CHARS),
    type: 'faq',
    // §2: a FAQ result links to /contact?faq={objectID}; the record keeps where the answer lives.
    url: entry.data.url !== undefined && entry.data.url.startsWith('/') ? entry.data.url : '/contact',
    locale: documentLocale(locales),
  }));
  const posts = servedIn([...sources.blog, ...(sources.press ?? [])], theme, now).map(({ entry, locales }): ContentDocument => {
    const { data } = entry;
    return {
      objectID: entry.id,
      title: cut(data.title, MAX_TITLE_CHARS),
      content: cut(plainText([data.excerpt, data.body ?? '', blockText(data.blocks ?? [])].join(' ')), MAX_CONTENT_CHARS),
      date: data.date,
      image: data.image.startsWith('/') || data.image.startsWith('https://') ? data.image : '',
      label: cut(data.category, MAX_LABEL_CHARS),
      type: 'blog',
      url: data.url.startsWith('/') || data.url.startsWith('https://') ? data.url : `/blog/${data.slug}`,
      locale: documentLocale(locales),
    };
  });
  return [...pages, ...faqs, ...posts];
}

/** Both themes' content documents. */
export function contentDocuments(sources: ContentSources, now: number): Record<Theme, ContentDocument[]> {
  const out = {} as Record<Theme, ContentDocument[]>;
  for (const theme of THEMES) out[theme] = contentDocumentsFor(sources, theme, now);
  return out;
}
