/**
 * Server entry of the search service: picks Algolia or the local route from the environment.
 *
 * Client components don't import this module (it reads the environment): a server component calls
 * `searchClientConfig()` and passes the plain object down; the browser then calls
 * `createSearchService(config)` from './client'.
 */
import 'server-only';
import { env, serviceModes, type ServerEnv } from '@/config/env';
import { createInProcessRequester, createSearchService, type SearchClientConfig } from './client';
import { clientIdentity } from '@/services/http/client-ip';
import { searchHandlerFor } from './handler';
import { LOCAL_SEARCH_INDEXES } from './indexes';
import type { SearchService } from './types';

export type * from './types';
export { type SearchClientConfig } from './client';

/** The browser's search configuration: Algolia's public search key and index names, or the local route. */
export function searchClientConfig(e: ServerEnv = env()): SearchClientConfig {
  if (serviceModes(e).search === 'algolia') {
    const { ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_CONTENT_INDEX, ALGOLIA_VET_CONTENT_INDEX, ALGOLIA_PRODUCT_INDEX } = e;
    // env.ts refuses a partly configured Algolia, so with the app id set every other value is too.
    if (!ALGOLIA_SEARCH_KEY || !ALGOLIA_CONTENT_INDEX || !ALGOLIA_VET_CONTENT_INDEX || !ALGOLIA_PRODUCT_INDEX || !ALGOLIA_APP_ID) {
      throw new Error('Algolia is partly configured; env.ts should have refused this environment');
    }
    return {
      mode: 'algolia',
      appId: ALGOLIA_APP_ID,
      apiKey: ALGOLIA_SEARCH_KEY,
      indexes: { content: ALGOLIA_CONTENT_INDEX, vetContent: ALGOLIA_VET_CONTENT_INDEX, products: ALGOLIA_PRODUCT_INDEX },
    };
  }
  return { mode: 'local', indexes: LOCAL_SEARCH_INDEXES };
}

let cloudService: SearchService | undefined;

/**
 * The search service for a page the server renders for a visitor (the /search page renders its
 * results for a q in the URL). In local mode it answers in-process through the same handler and
 * the same client code as the route, charging the visitor's own budget.
 */
export function searchServiceFor(requestHeaders: Headers): SearchService {
  const e = env();
  const config = searchClientConfig(e);
  if (config.mode !== 'local') return (cloudService ??= createSearchService(config));
  const client = clientIdentity(requestHeaders, e.TRUSTED_PROXY_HOPS);
  return createSearchService({ ...config, origin: 'http://in-process.local' }, { requester: createInProcessRequester(searchHandlerFor(client)) });
}

/** Whether a search failed because the visitor used up their budget (the route's 429). */
export function isSearchBudgetSpent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error).status === 429;
}
