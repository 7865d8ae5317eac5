/**
 * The reviews section of a product page, rendered on the server: sort and page are links
 * (`?sort=…&page=…#reviews`), so reading every review needs no JavaScript.
 */
import type { ReviewPage, ReviewSort } from '@/domain/reviews/review';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';

function reviewsQueryHref(path: string, query: { readonly sort: ReviewSort; readonly page: number }): string {
  const params = new URLSearchParams();
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#reviews`;
}

export function ProductReviews({
  page,
  productName,
  path,
  writeHref,
  className,
}: {
  readonly page: ReviewPage;
  readonly productName: string;
  /** The product page's own localized path. */
  readonly path: string;
  readonly writeHref: string;
  readonly className?: string | undefined;
}) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className={[styles.reviews, styles.section, className].filter(Boolean).join(' ')}>
      <h2 id="reviews-heading">
        Reviews<span className="visually-hidden"> of {productName}</span>
      </h2>
      <ReviewList page={page} controls={{ kind: 'links', href: (query) => reviewsQueryHref(path, query) }} writeHref={writeHref} />
    </section>
  );
}
