import Link from 'next/link';
import type { ArticlePage } from '@/domain/blog/article';
import styles from './blog-ui.module.css';

/** The link to page `page` of a listing: page 1 is the listing itself, so it has one address. */
function pageHref(listingUrl: string, page: number): string {
  const [base = '', hash] = listingUrl.split('#', 2);
  const href = page <= 1 ? base : `${base}${base.includes('?') ? '&' : '?'}page=${page}`;
  return hash === undefined ? href : `${href}#${hash}`;
}

/**
 * Previous/next links for a paged list (§4: previous is disabled on the first page, next on the
 * last). A disabled end is text marked aria-disabled, not a link, so it is never focused. Links,
 * not buttons: every page has its own address and works without JavaScript.
 */
export function Pager({ page, label, listingUrl }: { readonly page: ArticlePage<unknown>; readonly label: string; readonly listingUrl: string }) {
  if (page.pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {page.hasPrevious ? (
        <Link href={pageHref(listingUrl, page.page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-disabled="true">Previous</span>
      )}
      <span>
        Page {page.page} of {page.pageCount}
      </span>
      {page.hasNext ? (
        <Link href={pageHref(listingUrl, page.page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span aria-disabled="true">Next</span>
      )}
    </nav>
  );
}
