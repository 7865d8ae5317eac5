import { useId } from 'react';
import { ReviewItem } from '@/features/reviews/review-list';
import reviewStyles from '@/features/reviews/reviews.module.css';
import type { BlockProps } from '@/block-kit/types';
import { Section } from '@/ui/section';
import { SmartLink } from '@/ui/smart-link';
import { BlockHeading, TextBody } from '@/ui/typography';
import type { reviewsSchema } from './schema';

/**
 * Reviews (§2 reviews and help): reviews an editor quotes, each with its stars, title, text,
 * reviewer, pet and date. A server block: no JavaScript. The write-a-review link is tracked as
 * review intent by the shell's click listener, like every link to /write-a-review.
 */
export function Reviews({ heading, body, reviews, writeReviewUrl, writeReviewLabel, showWriteReviewLink, backgroundColor }: BlockProps<typeof reviewsSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <div className={reviewStyles.reviews}>
        <div className={reviewStyles.header}>
          <BlockHeading level="h2" size="title" id={headingId}>
            {heading}
          </BlockHeading>
          {/* Content is per locale, so the editor's URL already carries the locale prefix. */}
          {showWriteReviewLink ? (
            <SmartLink url={writeReviewUrl} className={reviewStyles.write}>
              {writeReviewLabel}
            </SmartLink>
          ) : null}
        </div>
        <TextBody text={body} />
        <ul className={reviewStyles.list} data-curated-reviews="">
          {reviews.map((r, i) => (
            <ReviewItem
              key={i}
              headingLevel="h3"
              review={{ id: `curated-${i}`, productId: '', helpfulCount: 0, date: r.date ?? '', ...r }}
            />
          ))}
        </ul>
      </div>
    </Section>
  );
}
