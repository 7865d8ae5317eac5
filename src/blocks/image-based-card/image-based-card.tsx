import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { blockImageSizes } from '@/ui/image-sizes';
import { Section, Surface } from '@/ui/section';
import { TextStack } from '@/ui/text-stack';
import type { imageBasedCardSchema } from './schema';
import styles from './image-based-card.module.css';

/**
 * Image Based Card (§2 imagery): a photo with a heading, text and buttons, either under the photo
 * or on a box over it. Over a photo with no background colour the box is a dark scrim, so white
 * text stays readable whatever the photo shows.
 */
export function ImageBasedCard({
  image,
  mediaAltText,
  eyebrow,
  heading,
  body,
  textPlacement,
  backgroundColor,
  buttons,
}: BlockProps<typeof imageBasedCardSchema>) {
  const headingId = useId();
  const overlay = textPlacement === 'Overlay';
  return (
    <Section backgroundColor="Transparent" labelledBy={headingId} spacing="compact">
      <article className={overlay ? styles.overlay : styles.below}>
        <div className={styles.media}>
          <BlockImage src={image} alt={mediaAltText} aspectRatio={overlay ? '4 / 3' : '16 / 9'} sizes={blockImageSizes({ fraction: 1, mediumFraction: 1 })} fillParent={overlay} />
        </div>
        <Surface backgroundColor={backgroundColor} scrim={overlay && backgroundColor === 'Transparent'} className={styles.text}>
          <TextStack headingId={headingId} eyebrow={eyebrow} heading={heading} body={body} buttons={buttons} />
        </Surface>
      </article>
    </Section>
  );
}
