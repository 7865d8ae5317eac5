/**
 * Search for a page the server renders (/search?q=): Algolia when configured, else the local route's
 * handler called in-process through the same client code.
 */
import 'server-only';
import { env } from '@/config/env';
import { createInProcessRequester, createSearchService } from '@/services/search/algolia';
import { searchClientConfig, type SearchService } from '@/services/search';
import { clientIdentity } from '@/server/http/client-ip';
import { searchHandlerFor, type SearchTally } from './search-handler';

let cloudService: SearchService | undefined;

/**
 * The search service for a page the server renders for a visitor (the /search page renders its
 * results for a q in the URL). In local mode it answers in-process through the same handler and
 * the same client code as the route, charging the visitor's own budget (and adding what it took to
 * `tally`, when given).
 */
export function searchServiceFor(requestHeaders: Headers, tally?: SearchTally): SearchService {
  const e = env();
  const config = searchClientConfig(e);
  if (config.mode !== 'local') return (cloudService ??= createSearchService(config));
  const client = clientIdentity(requestHeaders, e.TRUSTED_PROXY_HOPS);
  return createSearchService({ ...config, origin: 'http://in-process.local' }, { requester: createInProcessRequester(searchHandlerFor(client, tally)) });
}

export type { SearchTally } from './search-handler';
