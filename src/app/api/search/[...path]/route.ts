/**
 * The local search route: the subset of Algolia's REST protocol the site uses, answered from
 * MiniSearch over documents derived from the content and catalog fixtures (src/server/search/search-handler.ts). The browser reaches it through
 * the real algoliasearch client with `hosts` set to `<origin>/api/search`.
 */
import { handleSearch } from '@/server/search/search-handler';

export async function POST(request: Request): Promise<Response> {
  return handleSearch(request);
}

/** Every other method answers 405 in Algolia's error shape (the handler checks the method). */
export const GET = POST;
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
