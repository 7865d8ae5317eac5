/**
 * Fills the article lists of blog blocks an editor placed on a content page (Blog Grid, Press
 * Grid, Related Articles, Blog Categories) from the blog and press models, before either renderer
 * sees the content. The blocks stay pure views of their options, so the server renderer and the
 * SDK page render the same cards, and a list the editor pinned by hand is left as it is. The
 * blocks that print dates get the page's locale too (server components cannot read it from context).
 */
import 'server-only';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import type { ArticleKind, BlogGridType } from '@/domain/blog/article';
import type { ContentBlock } from '@/domain/content/block';
import { categoryLinks, listingUrl, toCard, type LoadedArticle } from './article-data';
import { loadArticles } from './load-articles';

const LIST_BLOCKS = new Set(['Blog Grid', 'Press Grid', 'Related Articles', 'Blog Categories']);
/** Blocks that print dates: they write them the page locale's way unless the editor chose one. */
const DATED_BLOCKS = new Set(['Blog Grid', 'Press Grid', 'Related Articles', 'Blog Article']);
const RESOLVED_BLOCKS = new Set([...LIST_BLOCKS, ...DATED_BLOCKS]);

type Options = Readonly<Record<string, unknown>>;
type Loader = (kind: ArticleKind) => Promise<readonly LoadedArticle[]>;

function isEmptyList(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0);
}

function gridType(options: Options): BlogGridType {
  return options.type === 'press' || options.type === 'fresh-perspectives-blog' ? options.type : 'blog';
}

async function resolveOptions(name: string, given: Options, load: Loader, locale: Locale): Promise<Options> {
  const options = DATED_BLOCKS.has(name) ? { ...given, locale: given.locale ?? locale } : given;
  switch (name) {
    case 'Blog Grid': {
      const type = gridType(options);
      const articles = isEmptyList(options.articles) ? (await load(type === 'press' ? 'press' : 'blog')).map(toCard) : options.articles;
      return { ...options, articles, listingUrl: options.listingUrl ?? listingUrl(type, locale) };
    }
    case 'Press Grid': {
      const articles = isEmptyList(options.articles) ? (await load('press')).map(toCard) : options.articles;
      return { ...options, articles, listingUrl: options.listingUrl ?? listingUrl('press', locale) };
    }
    case 'Related Articles': {
      if (!isEmptyList(options.articles)) return options;
      const kind: ArticleKind = typeof options.currentUrl === 'string' && /(^|\/)press\//.test(options.currentUrl) ? 'press' : 'blog';
      return { ...options, articles: (await load(kind)).map(toCard) };
    }
    case 'Blog Categories': {
      const categories = isEmptyList(options.categories) ? categoryLinks(await load('blog'), locale) : options.categories;
      return { ...options, categories, allUrl: options.allUrl ?? listingUrl('blog', locale) };
    }
    default:
      return options;
  }
}

function needsArticles(blocks: readonly ContentBlock[]): boolean {
  return blocks.some((b) => (b.component !== undefined && RESOLVED_BLOCKS.has(b.component.name)) || needsArticles(b.children ?? []));
}

async function resolveAll(blocks: readonly ContentBlock[], load: Loader, locale: Locale): Promise<ContentBlock[]> {
  return Promise.all(
    blocks.map(async (block) => {
      const children = block.children ? await resolveAll(block.children, load, locale) : undefined;
      const component = block.component;
      const resolved =
        component && RESOLVED_BLOCKS.has(component.name) ? { ...component, options: await resolveOptions(component.name, component.options ?? {}, load, locale) } : component;
      return { ...block, ...(resolved ? { component: resolved } : {}), ...(children ? { children } : {}) };
    }),
  );
}

/**
 * The blocks with every blog list block's empty article list filled in; the same array when the
 * page has none (most pages), so they cost nothing.
 */
export async function resolveArticleBlocks(blocks: readonly ContentBlock[], theme: Theme, locale: Locale, load?: Loader): Promise<readonly ContentBlock[]> {
  if (!needsArticles(blocks)) return blocks;
  return resolveAll(blocks, load ?? ((kind) => loadArticles(kind, theme, locale)), locale);
}
