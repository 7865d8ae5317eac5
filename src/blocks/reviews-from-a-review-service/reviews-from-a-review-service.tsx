import { useEffect, useState } from 'react';
import { localizePath } from '@/config/locales';
import type { ReviewPage, ReviewSort } from '@/domain/reviews/review';
import { ReviewList } from '@/features/reviews/review-list';
import { useBlockEnvironment } from '@/block-kit/block-environment';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import type { reviewsFromServiceSchema } from './schema';
import styles from './reviews-from-a-review-service.module.css';

type Query = { readonly sort: ReviewSort; readonly page: number };
/** The last answer and the request it answered; the list is loading while that differs from the current one. */
type Loaded = { readonly url: string | null; readonly page: ReviewPage | null; readonly failed: boolean };

export const REVIEWS_LOAD_ERROR = 'Reviews could not be loaded right now. Please try again later.';

/** The reviews route's answer, checked for the fields the list reads. */
function isReviewPage(value: unknown): value is ReviewPage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v.items) && typeof v.page === 'number' && typeof v.pageCount === 'number' && typeof v.total === 'number';
}

function reviewsUrl(productId: string, query: Query, pageSize: number): string {
  return `/api/reviews?${new URLSearchParams({ product: productId, sort: query.sort, page: String(query.page), pageSize: String(pageSize) }).toString()}`;
}

export function ReviewsFromAReviewService({ heading, body, productId, pageSize, defaultSort, showWriteReviewLink, backgroundColor }: BlockProps<typeof reviewsFromServiceSchema>) {
  const { locale } = useBlockEnvironment();
  const [query, setQuery] = useState<Query>({ sort: defaultSort, page: 1 });
  const [loaded, setLoaded] = useState<Loaded>({ url: null, page: null, failed: false });
  const url = reviewsUrl(productId, query, pageSize);

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        const data: unknown = await response.json();
        if (!response.ok || !isReviewPage(data)) throw new Error(`reviews answered ${response.status}`);
        setLoaded({ url, page: data, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[reviews] loading reviews failed', error);
        setLoaded((previous) => ({ url, page: previous.page, failed: true }));
      });
    return () => controller.abort();
  }, [url]);

  const status = loaded.url !== url ? 'loading' : loaded.failed ? 'error' : 'ready';
  const state = { status, page: loaded.page };

  const writeHref = showWriteReviewLink ? `${localizePath('/write-a-review', locale)}?product=${encodeURIComponent(productId)}` : undefined;
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      {/* The list's height is reserved while it loads, so the page below does not move. */}
      <div className={styles.body} aria-busy={state.status === 'loading'} data-reviews-status={state.status}>
        {state.page ? (
          <ReviewList page={state.page} controls={{ kind: 'buttons', onChange: setQuery, busy: state.status === 'loading' }} writeHref={writeHref} />
        ) : state.status === 'loading' ? (
          <p className={styles.loading}>Loading reviews…</p>
        ) : null}
        {state.status === 'error' ? <p role="alert">{REVIEWS_LOAD_ERROR}</p> : null}
      </div>
    </HeadedSection>
  );
}
