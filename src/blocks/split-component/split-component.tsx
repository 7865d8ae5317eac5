import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { cx } from '@/ui/class-names';
import { Section } from '@/ui/section';
import { TextStack } from '@/ui/text-stack';
import { BREAKPOINTS, IMAGES } from '@/config/constants';
import styles from './split-component.module.css';
import type { splitComponentSchema } from './schema';

/** Half the viewport from medium screens up, the full width below; never past Builder's 2000px. */
const HALF_VIEWPORT_SIZES = `(max-width: ${BREAKPOINTS.medium}px) 100vw, (max-width: ${IMAGES.pageBuilderImageWidthMax * 2}px) 50vw, ${IMAGES.pageBuilderImageWidthMax}px`;

/** A full-bleed split: the image fills one half of the viewport, the text sits in the other. */
export function SplitComponent({
  eyebrow,
  heading,
  body,
  image,
  mediaAltText,
  mediaPosition,
  backgroundColor,
  buttons,
  imageLoading,
}: BlockProps<typeof splitComponentSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId} spacing="flush" fullBleed>
      <div
        className={cx(styles.split, !image && styles.noMedia)}
        data-media={mediaPosition === 'Left' ? 'left' : 'right'}
      >
        {image ? (
          <div className={styles.media}>
            <BlockImage src={image} alt={mediaAltText} sizes={HALF_VIEWPORT_SIZES} loading={imageLoading} rounded={false} fillParent />
          </div>
        ) : null}
        <div className={styles.content}>
          <TextStack {...{ eyebrow, heading, body, buttons, headingId }} className={styles.text} />
        </div>
      </div>
    </Section>
  );
}
