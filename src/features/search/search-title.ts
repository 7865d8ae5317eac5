/**
 * The search's document title, one wording for the /search page's metadata and for the search
 * panel, which writes it while it is open over another page (the page_view of /search reports the
 * document title, and the browser's tab should say what is on screen).
 */
import { pageTitle, type SiteContext } from '@/domain/site/site-context';

/**
 * @example searchDocumentTitle('', { theme: 'main', locale: 'en-us', brand: 'Brightbowl' }); // 'Search | Brightbowl'
 * @example searchDocumentTitle('puppy', { theme: 'main', locale: 'en-us', brand: 'Brightbowl' }); // 'Search: puppy | Brightbowl'
 */
export function searchDocumentTitle(query: string, site: SiteContext): string {
  const trimmed = query.trim();
  return pageTitle(trimmed === '' ? 'Search' : `Search: ${trimmed}`, site).absolute;
}
