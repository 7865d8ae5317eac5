import { useId } from 'react';
import { localizePath } from '@/config/locales';
import { ReviewItem } from '@/features/reviews/review-list';
import reviewStyles from '@/features/reviews/reviews.module.css';
import { useBlockEnvironment } from '../block-environment';
import type { BlockProps } from '../types';
import { Section } from '../ui/section';
import { BlockHeading, TextBody } from '../ui/typography';
import type { reviewsSchema } from './registration';

/**
 * Reviews (§2 reviews and help): reviews an editor quotes, each with its stars, title, text,
 * reviewer, pet and date. A server block: no JavaScript. The write-a-review link is tracked as
 * review intent by the shell's click listener, like every link to /write-a-review.
 */
export function Reviews({ heading, body, reviews, writeReviewUrl, writeReviewLabel, showWriteReviewLink, backgroundColor }: BlockProps<typeof reviewsSchema>) {
  const { locale } = useBlockEnvironment();
  const headingId = useId();
  const writeHref = !showWriteReviewLink ? null : writeReviewUrl.startsWith('/') ? localizePath(writeReviewUrl, locale) : writeReviewUrl;
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <div className={reviewStyles.reviews}>
        <div className={reviewStyles.header}>
          <BlockHeading level="h2" size="title" id={headingId}>
            {heading}
          </BlockHeading>
          {writeHref ? (
            <a className={reviewStyles.write} href={writeHref}>
              {writeReviewLabel}
            </a>
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
