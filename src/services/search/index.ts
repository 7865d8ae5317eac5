/**
 * Server entry of the search service: picks Algolia or the local route from the environment.
 *
 * Client components don't import this module (it reads the environment): a server component calls
 * `searchClientConfig()` and passes the plain object down; the browser then calls
 * `createSearchService(config)` from './algolia'.
 */
import 'server-only';
import { env, serviceModes, type ServerEnv } from '@/config/env';
import type { SearchClientConfig } from './algolia';
import { LOCAL_SEARCH_INDEXES } from './indexes';

export type * from './types';
export { type SearchClientConfig } from './algolia';

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

/** Whether a search failed because the visitor used up their budget (the route's 429). */
export function isSearchBudgetSpent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error).status === 429;
}
