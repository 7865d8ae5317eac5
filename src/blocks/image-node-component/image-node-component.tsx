import { VIDEO_ASPECT_RATIOS } from '@/config/block-options';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { blockImageSizes } from '@/ui/image-sizes';
import { Section } from '@/ui/section';
import { SmartLink } from '@/ui/smart-link';
import type { imageNodeComponentSchema } from './schema';
import styles from './image-node-component.module.css';

/** Image Node Component (§2 imagery): one image in a fixed-ratio frame, with an optional caption and link. */
export function ImageNodeComponent({ image, mediaAltText, aspectRatio, caption, url, maxWidth, backgroundColor, imageLoading }: BlockProps<typeof imageNodeComponentSchema>) {
  const [w, h] = VIDEO_ASPECT_RATIOS[aspectRatio];
  const picture = (
    <BlockImage src={image} alt={mediaAltText} loading={imageLoading} aspectRatio={`${w} / ${h}`} sizes={blockImageSizes({ fraction: 1, mediumFraction: 1, maxWidthPx: maxWidth })} />
  );
  return (
    <Section backgroundColor={backgroundColor} maxWidth={maxWidth} spacing="compact">
      <figure className={styles.figure}>
        {url ? (
          <SmartLink url={url} className={styles.link}>
            {picture}
          </SmartLink>
        ) : (
          picture
        )}
        {caption?.trim() ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    </Section>
  );
}
