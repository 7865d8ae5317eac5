/**
 * The /search URL's parameters, validated: q (trimmed, at most the protocol's 512 characters),
 * filter (one of §9's chips, else 'all') and page (a whole number from 1, else 1). Anything else
 * is ignored, so no URL can make the page fail.
 */
import { SEARCH, type SearchFilter } from '@/config/constants';
import { PROTOCOL_LIMITS } from '@/services/search/protocol-limits';

export type RawSearchParams = Readonly<Record<string, string | readonly string[] | undefined>>;

export type SearchPageParams = { readonly query: string; readonly filter: SearchFilter; readonly page: number };

const first = (value: string | readonly string[] | undefined): string => (typeof value === 'string' ? value : (value?.[0] ?? ''));

/**
 * @example parseSearchPageParams({ q: ' puppy ', filter: 'faq', page: '2' }) // { query: 'puppy', filter: 'faq', page: 2 }
 * @example parseSearchPageParams({ filter: 'nope', page: '-1' }) // { query: '', filter: 'all', page: 1 }
 */
export function parseSearchPageParams(raw: RawSearchParams): SearchPageParams {
  // Control characters are never part of a query anyone typed.
   
  const query = first(raw.q).replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, PROTOCOL_LIMITS.queryLength).trim();
  const rawFilter = first(raw.filter);
  const filter = (SEARCH.filters as readonly string[]).includes(rawFilter) ? (rawFilter as SearchFilter) : 'all';
  const rawPage = first(raw.page);
  const n = /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : 1;
  const page = n >= 1 ? Math.min(n, PROTOCOL_LIMITS.page + 1) : 1;
  return { query, filter, page };
}
