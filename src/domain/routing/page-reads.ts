/**
 * What a page's render reads of its request besides the path and host: the query parameters of
 * each route and the cookies of the whole site. This is the one declaration both sides use:
 *
 * - the edge (src/server/edge/request-pipeline.ts) hands Next a page URL with only the declared
 *   parameters of its route, so a render cannot read any other, and the page store keys its copies
 *   by that same URL: `?utm_source=…`, `?fbclid=…` and any parameter nobody reads share the page's
 *   copy;
 * - renders read cookies only through `readPageCookies` (./page-cookies.ts, read for a render by
 *   src/services/http/page-cookies.ts), the parser the page store keys by, and only the cookies
 *   declared there.
 *
 * A parameter a route starts to read must be added here, or the route never sees it (a test of the
 * route fails, rather than a stored page being shown to visitors it was not rendered for).
 *
 * Pure: no Next, no Node. The browser never needs it: client code reads `window.location`, which
 * keeps every parameter the visitor's URL had.
 */
import { splitLocale } from '@/config/locales';
import { SHARE_QUERY_PARAM } from '@/domain/quiz/share-url';

/**
 * The query parameters each route's render reads, by path without the locale prefix; `*` stands
 * for one path segment. A path no pattern matches is a Builder content page.
 */
export const ROUTE_QUERY_READS: readonly { readonly route: string; readonly params: readonly string[]; readonly reader: string }[] = [
  { route: '/search', params: ['q', 'filter', 'page'], reader: 'features/search/search-page-params.ts' },
  { route: '/where-to-buy', params: ['q', 'sc-upc', 'ons', 'lat', 'lng'], reader: 'services/store-locator/search-params.ts' },
  { route: '/where-to-buy/embed', params: ['q', 'sc-upc', 'ons', 'lat', 'lng'], reader: 'services/store-locator/search-params.ts' },
  { route: '/contact', params: ['faq'], reader: 'app/[site]/[locale]/contact/page.tsx' },
  { route: '/product-selector', params: [SHARE_QUERY_PARAM], reader: 'app/[site]/[locale]/product-selector/page.tsx' },
  { route: '/write-a-review', params: ['product'], reader: 'app/[site]/[locale]/write-a-review/page.tsx' },
  { route: '/products/*', params: ['sort', 'page'], reader: 'domain/reviews/review-schema.ts (reviewListQuerySchema)' },
  { route: '/blog', params: ['page'], reader: 'page-runtime/page/articles/article-route.tsx' },
  { route: '/blog/category/*', params: ['page'], reader: 'page-runtime/page/articles/article-route.tsx' },
  { route: '/press', params: ['page'], reader: 'page-runtime/page/articles/article-route.tsx' },
];

/** What every Builder content page reads: `?faq=<id>` opens that FAQ (page-runtime/page/content-page.tsx). */
const CONTENT_PAGE_QUERY_READS: readonly string[] = ['faq'];

/**
 * Parameters of Builder's editor and previews (`builder.preview`, `__builder_editing__`, …) and of
 * Next's client router (`_rsc`). A request with one is the editor's or the router's: it reaches Next
 * with its whole query and is never stored.
 */
function isEditorOrRouterParam(name: string): boolean {
  return name === '_rsc' || name.startsWith('builder.') || name.startsWith('__builder');
}

function routeMatches(route: string, path: string): boolean {
  const want = route.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  if (path === '/' || want.length !== have.length) return route === path;
  return want.every((segment, i) => segment === '*' ? (have[i] ?? '') !== '' : segment === have[i]);
}

/** The query parameters the render of the page at `pathname` (with or without a locale prefix) reads. */
export function queryReadsOf(pathname: string): readonly string[] {
  const { path } = splitLocale(pathname);
  return ROUTE_QUERY_READS.find((entry) => routeMatches(entry.route, path))?.params ?? CONTENT_PAGE_QUERY_READS;
}

export type PageQuery = {
  /** The declared parameters, `?`-prefixed (or ''), sorted by name, each name's values in their order. */
  readonly search: string;
  /** The parameters the page does not read, `?`-prefixed (or ''), as the visitor wrote them. */
  readonly unread: string;
  /** Whether the query has a parameter of Builder's editor or Next's router (then keep it whole). */
  readonly editorOrRouter: boolean;
};

/**
 * Splits a page request's query (`search`, with or without its `?`) into what the page's render
 * reads and what it does not.
 *
 * @example
 * pageQuery('/search', '?utm_source=mail&q=puppy&fbclid=x') // { search: '?q=puppy', unread: '?utm_source=mail&fbclid=x', editorOrRouter: false }
 * pageQuery('/', '?gclid=1') // { search: '', unread: '?gclid=1', editorOrRouter: false }
 */
export function pageQuery(pathname: string, search: string): PageQuery {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw === '') return { search: '', unread: '', editorOrRouter: false };
  const reads = queryReadsOf(pathname);
  const kept: [string, string, number][] = [];
  const unread: string[] = [];
  let editorOrRouter = false;
  raw.split('&').forEach((pair, order) => {
    if (pair === '') return;
    const eq = pair.indexOf('=');
    let name: string;
    try {
      name = decodeURIComponent((eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    } catch {
      // A name that does not decode is no name a page reads.
      unread.push(pair);
      return;
    }
    if (isEditorOrRouterParam(name)) editorOrRouter = true;
    if (reads.includes(name)) kept.push([name, pair, order]);
    else unread.push(pair);
  });
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[2] - b[2]));
  const declared = kept.map(([, pair]) => pair).join('&');
  return { search: declared === '' ? '' : `?${declared}`, unread: unread.length === 0 ? '' : `?${unread.join('&')}`, editorOrRouter };
}
