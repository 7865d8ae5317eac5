/**
 * Index names. The content index depends on the theme (§7: one index serves the consumer site, a
 * separate vet index serves the vet site); the local route reads the theme from the index name the
 * client asks for, so no client-controlled filter can reach the other theme's documents.
 */
import type { Theme } from '@/config/themes';
import type { SearchIndexNames } from './types';

/** The local route's index names (Algolia mode uses the names from the environment instead). */
export const LOCAL_SEARCH_INDEXES: SearchIndexNames = {
  content: 'local_content',
  vetContent: 'local_vet_content',
  products: 'local_products',
};

/** What an index name means to the local engine. */
export type IndexTarget = { readonly kind: 'content'; readonly theme: Theme } | { readonly kind: 'products' };

/** The content index name a theme searches. */
export function contentIndexFor(theme: Theme, names: SearchIndexNames): string {
  return theme === 'vet' ? names.vetContent : names.content;
}

/**
 * The local index an index name addresses, or null when there is none (the route answers 404,
 * as Algolia does for an index that does not exist).
 * @example resolveLocalIndex('local_vet_content') // { kind: 'content', theme: 'vet' }
 */
export function resolveLocalIndex(indexName: string, names: SearchIndexNames = LOCAL_SEARCH_INDEXES): IndexTarget | null {
  if (indexName === names.content) return { kind: 'content', theme: 'main' };
  if (indexName === names.vetContent) return { kind: 'content', theme: 'vet' };
  if (indexName === names.products) return { kind: 'products' };
  return null;
}
