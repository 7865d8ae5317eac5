import { useId, type ReactNode } from 'react';
import { cx } from '@/ui/class-names';
import { useScrollPager } from '@/ui/dom/use-scroll-pager';
import styles from './carousel.module.css';

export type WidgetCarouselProps = {
  /** Each slide, rendered on the server. */
  readonly slides: readonly ReactNode[];
  /** The editor's `prevButton` and `nextButton` elements, drawn inside our labelled buttons; text when absent. */
  readonly previous: ReactNode;
  readonly next: ReactNode;
  /** `hideDots`: no row of slide buttons under the slides. */
  readonly hideDots: boolean;
};

/**
 * 'Builder:Carousel' as a scroll-snap scroller, one slide per view (slick's default): it swipes
 * natively, the list takes focus so the arrow keys scroll it, and Previous and Next move a slide at
 * a time, disabled at either end; unless `hideDots`, a button per slide goes to it and marks the
 * one in view. Every slide is in the HTML, readable without JavaScript. `autoplay` is not honoured:
 * slides that move by themselves need a pause control (WCAG 2.2.2), and every slide is reachable.
 */
export function WidgetCarousel({ slides, previous, next, hideDots }: WidgetCarouselProps) {
  const listId = useId();
  const { scroller, position, measure, scrollTo, page } = useScrollPager<HTMLUListElement>({ atStart: true, atEnd: slides.length <= 1 });
  const edges = position;
  const current = position.page;

  if (slides.length === 0) return null;
  return (
    <div className={cx('builder-carousel', styles.carousel)}>
      <ul ref={scroller} id={listId} className={styles.track} role="list" tabIndex={0} aria-label="Carousel" onScroll={measure}>
        {slides.map((slide, index) => (
          // Slides have no ids of their own; their order is their identity, as in the SDK.
          <li key={index} className={styles.slide}>
            {slide}
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          {hideDots ? null : (
            <div className={styles.dots}>
              {slides.map((_, index) => (
                <button
                  // One button per slide, in slide order.
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={`Slide ${index + 1} of ${slides.length}`}
                  aria-controls={listId}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => scrollTo((el) => index * el.clientWidth)}
                />
              ))}
            </div>
          )}
          <button type="button" className={cx(styles.control, previous ? styles.custom : undefined)} aria-controls={listId} aria-label={previous ? 'Previous' : undefined} disabled={edges.atStart} onClick={() => page(-1)}>
            {previous ?? (
              <>
                <span aria-hidden="true">←</span> Previous
              </>
            )}
          </button>
          <button type="button" className={cx(styles.control, next ? styles.custom : undefined)} aria-controls={listId} aria-label={next ? 'Next' : undefined} disabled={edges.atEnd} onClick={() => page(1)}>
            {next ?? (
              <>
                Next <span aria-hidden="true">→</span>
              </>
            )}
          </button>
        </div>
      ) : null}
    </div>
  );
}
