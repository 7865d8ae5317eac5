import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import type { CssVars } from '@/ui/css-vars';
import { useScrollPager } from '@/ui/dom/use-scroll-pager';
import { blockImageSizes } from '@/ui/image-sizes';
import { Section } from '@/ui/section';
import { SectionIntro } from '@/ui/section-intro';
import { BlockHeading, TextBody } from '@/ui/typography';
import type { iconImageCarouselSchema } from './schema';
import styles from './icon-image-carousel.module.css';

/**
 * Icon Image Carousel (§2 imagery, §5 items per page). The slides are a horizontal scroller with
 * scroll snapping: it swipes natively on touch, and the list itself takes focus so the arrow keys
 * scroll it. Previous and Next move a page at a time and are disabled at either end, as the pager
 * is (§4). Every slide is in the HTML; nothing is hidden from assistive technology.
 */
export function IconImageCarousel({
  heading,
  body,
  items,
  itemsPerPageDesktop,
  itemsPerPageTablet,
  itemsPerPageMobile,
  backgroundColor,
}: BlockProps<typeof iconImageCarouselSchema>) {
  const headingId = useId();
  const listId = useId();
  const { scroller, position: edges, measure, page } = useScrollPager<HTMLUListElement>({ atStart: true, atEnd: false });
  const labelled = Boolean(heading?.trim());

  const vars: CssVars = {
    '--per-page-desktop': String(itemsPerPageDesktop),
    '--per-page-tablet': String(itemsPerPageTablet),
    '--per-page-mobile': String(itemsPerPageMobile),
  };
  const slideSizes = blockImageSizes({ fraction: 1 / itemsPerPageDesktop, mediumFraction: 1 / itemsPerPageTablet, smallFraction: 1 / itemsPerPageMobile });
  const name = labelled ? undefined : 'Carousel';
  return (
    <Section backgroundColor={backgroundColor} labelledBy={labelled ? headingId : undefined}>
      <SectionIntro headingId={headingId} heading={heading} body={body} />
      <div className={styles.carousel} style={vars} data-carousel="">
        <ul
          ref={scroller}
          id={listId}
          className={styles.track}
          role="list"
          tabIndex={0}
          aria-labelledby={labelled ? headingId : undefined}
          aria-label={name}
          onScroll={measure}
        >
          {items.map((item, i) => (
            <li key={i} className={styles.slide}>
              <div className={styles.media}>
                <BlockImage src={item.image} alt={item.mediaAltText} aspectRatio="4 / 3" sizes={slideSizes} />
                {item.icon ? (
                  <span className={styles.icon}>
                    <BlockImage src={item.icon} alt={item.iconAltText} aspectRatio="1 / 1" fit="contain" rounded={false} sizes="48px" />
                  </span>
                ) : null}
              </div>
              <BlockHeading level={labelled ? 'h3' : 'h2'} size="subtitle" className={styles.heading}>
                {item.heading}
              </BlockHeading>
              <TextBody text={item.body} />
            </li>
          ))}
        </ul>
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-controls={listId} disabled={edges.atStart} onClick={() => page(-1)}>
            <span aria-hidden="true">←</span> Previous
          </button>
          <button type="button" className={styles.control} aria-controls={listId} disabled={edges.atEnd} onClick={() => page(1)}>
            Next <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
    </Section>
  );
}
