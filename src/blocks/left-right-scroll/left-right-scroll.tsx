import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { blockImageSizes } from '@/ui/image-sizes';
import { Section } from '@/ui/section';
import { TextStack } from '@/ui/text-stack';
import { BlockHeading, TextBody } from '@/ui/typography';
import styles from './left-right-scroll.module.css';
import type { leftRightScrollSchema } from './schema';

/**
 * An introduction that stays in view on one side while image items scroll past on the other.
 * The motion is pure CSS (sticky + scroll-driven animation) and stops under prefers-reduced-motion.
 */
export function LeftRightScroll({
  eyebrow,
  heading,
  body,
  buttons,
  items,
  mediaPosition,
  backgroundColor,
}: BlockProps<typeof leftRightScrollSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <div className={styles.layout} data-media={mediaPosition === 'Left' ? 'left' : 'right'}>
        <TextStack {...{ eyebrow, heading, body, buttons, headingId }} className={styles.intro} />
        <ul className={styles.items} role="list">
          {items.map((item, i) => (
            <li key={i} className={styles.item}>
              {item.image ? (
                <BlockImage
                  src={item.image}
                  alt={item.mediaAltText}
                  aspectRatio="3 / 2"
                  sizes={blockImageSizes({ fraction: 7 / 12, mediumFraction: 1 })}
                />
              ) : null}
              <div>
                <BlockHeading level="h3" size="subtitle">
                  {item.heading}
                </BlockHeading>
                <TextBody text={item.body} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
