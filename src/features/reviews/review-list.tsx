/**
 * A product's review list: summary, sort choices, the reviews (stars, title, text, author, pet,
 * date, helpful count) and previous/next pages. Hook-free and handler-free when `controls` are
 * links, so the product page renders it on the server with no JavaScript; the Reviews from a review
 * service block passes buttons instead and runs it as an island.
 */
import type { ReactNode } from 'react';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type Review, type ReviewPage, type ReviewSort } from '@/domain/reviews/review';
import styles from './reviews.module.css';

type ReviewListControls =
  /** Server-rendered: each choice is a link (`?sort=…&page=…`). */
  | { readonly kind: 'links'; readonly href: (query: { readonly sort: ReviewSort; readonly page: number }) => string }
  /** In an island: each choice is a button. */
  | { readonly kind: 'buttons'; readonly onChange: (query: { readonly sort: ReviewSort; readonly page: number }) => void; readonly busy?: boolean };

const STAR_GLYPHS = '★★★★★☆☆☆☆☆';

/** "★★★★☆" for 4: drawn glyphs are hidden from screen readers, who hear "4 out of 5 stars". */
function ReviewStars({ rating }: { readonly rating: number }) {
  const n = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars}>
      <span aria-hidden="true">{STAR_GLYPHS.slice(5 - n, 10 - n)}</span>
      <span className="visually-hidden">{`${n} out of 5 stars`}</span>
    </span>
  );
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Nov 2, 2026" from "2026-11-02"; the date is a calendar date, so it is read and shown in UTC. */
function reviewDateLabel(date: string): string {
  return DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

function helpfulLabel(count: number): string {
  return count === 1 ? '1 person found this helpful' : `${count.toLocaleString('en-US')} people found this helpful`;
}

export function ReviewItem({ review, headingLevel }: { readonly review: Review; readonly headingLevel: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const pet = review.petName ? `${review.petName}, a ${review.petType}` : `a ${review.petType}`;
  return (
    <li className={styles.review} data-review-id={review.id}>
      <ReviewStars rating={review.rating} />
      <Heading>{review.title}</Heading>
      <p>{review.text}</p>
      <p className={styles.meta}>
        {review.author}, for {pet}
        {review.date ? (
          <>
            {' · '}
            <time dateTime={review.date}>{reviewDateLabel(review.date)}</time>
          </>
        ) : null}
        {review.helpfulCount > 0 ? ` · ${helpfulLabel(review.helpfulCount)}` : null}
      </p>
    </li>
  );
}

function Choice({
  controls,
  query,
  current,
  disabled,
  children,
}: {
  readonly controls: ReviewListControls;
  readonly query: { readonly sort: ReviewSort; readonly page: number };
  readonly current?: boolean;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}) {
  const className = styles.sortLink;
  if (controls.kind === 'links') {
    // A disabled pager link is text, not a link (§4: previous off on the first page, next on the last).
    if (disabled) return <span aria-disabled="true">{children}</span>;
    return (
      <a className={className} href={controls.href(query)} aria-current={current ? 'true' : undefined} rel="nofollow">
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      disabled={disabled || controls.busy}
      aria-pressed={current === undefined ? undefined : current}
      onClick={() => controls.onChange(query)}
    >
      {children}
    </button>
  );
}

export type ReviewListProps = {
  readonly page: ReviewPage;
  readonly controls: ReviewListControls;
  /** The localized /write-a-review link for this product (review intent is tracked from the link). */
  readonly writeHref?: string | undefined;
  /** Level of each review's title (h3 under a section h2). */
  readonly headingLevel?: 'h3' | 'h4';
  readonly labelledBy?: string;
};

export function ReviewList({ page, controls, writeHref, headingLevel = 'h3' }: ReviewListProps) {
  const { summary, items, sort } = page;
  return (
    <div className={styles.reviews} data-review-list="" data-sort={sort} data-page={page.page}>
      <div className={styles.header}>
        <p className={styles.summary}>
          {summary
            ? `${summary.average.toFixed(1)} out of 5 stars from ${summary.count.toLocaleString('en-US')} ${summary.count === 1 ? 'review' : 'reviews'}`
            : 'No reviews yet.'}
        </p>
        {writeHref ? (
          <a className={styles.write} href={writeHref}>
            Write a review
          </a>
        ) : null}
      </div>
      {page.total > 1 ? (
        <ul className={styles.sorts} aria-label="Sort reviews">
          {REVIEW_SORTS.map((s) => (
            <li key={s}>
              <Choice controls={controls} query={{ sort: s, page: 1 }} current={s === sort}>
                {REVIEW_SORT_LABELS[s]}
              </Choice>
            </li>
          ))}
        </ul>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} headingLevel={headingLevel} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>Be the first to tell other pet parents how it went.</p>
      )}
      {page.pageCount > 1 ? (
        <nav className={styles.pager} aria-label="Review pages">
          <Choice controls={controls} query={{ sort, page: page.page - 1 }} disabled={page.page <= 1}>
            Previous<span className="visually-hidden"> reviews</span>
          </Choice>
          <span>
            Page {page.page} of {page.pageCount}
          </span>
          <Choice controls={controls} query={{ sort, page: page.page + 1 }} disabled={page.page >= page.pageCount}>
            Next<span className="visually-hidden"> reviews</span>
          </Choice>
        </nav>
      ) : null}
    </div>
  );
}
