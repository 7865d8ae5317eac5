/**
 * An inline star rating (§2: shown when the product has a review-service id). The stars are drawn
 * with CSS; screen readers hear one sentence instead: "4.6 out of 5 stars, 128 reviews".
 */
import type { CssVars } from '@/ui/css-vars';
import { ratingLabel } from './link-rules';
import styles from './product-card.module.css';

const STARS = '★★★★★';

export function StarRating({ average, count, className }: { readonly average: number; readonly count: number; readonly className?: string }) {
  const fill: CssVars = { '--rating-fill': `${Math.max(0, Math.min(5, average)) * 20}%` };
  return (
    <p className={[styles.rating, className].filter(Boolean).join(' ')}>
      {/* Drawn from data-stars in CSS, so the glyphs are neither read out nor counted as text. */}
      <span className={styles.stars} style={fill} aria-hidden="true" data-stars={STARS} />
      <span className="visually-hidden">{ratingLabel(average, count)}</span>
      <span aria-hidden="true" className={styles.ratingText}>
        {average.toFixed(1)} ({count.toLocaleString('en-US')})
      </span>
    </p>
  );
}
