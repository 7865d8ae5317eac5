import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { FULL_BLEED_SIZES, blockImageSizes } from '@/ui/image-sizes';
import { ButtonGroup } from '@/ui/button';
import { cx } from '@/ui/class-names';
import type { CssVars } from '@/ui/css-vars';
import { Section, Surface } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import { BlockVideo } from '@/block-kit/block-video';
import { FRAME_ASPECT_RATIO } from '@/block-kit/video-inputs';
import styles from './masthead.module.css';
import type { mastheadSchema } from './schema';

/**
 * The block a page opens with (§2 Masthead: Overlay, Skinny, Stacked). Its heading is the page's h1
 * unless the editor demotes it; its image is the likely largest paint, so it loads eagerly. The
 * image may carry a background video and a play button that opens the global video modal (§3
 * media fields); the image stays the poster, so the video never moves the layout.
 */
export function Masthead({
  layout,
  headingLevel,
  heading,
  subheading,
  image,
  mediaAltText,
  backgroundVideo,
  video,
  videoTitle,
  aspectRatio,
  backgroundColor,
  buttons,
}: BlockProps<typeof mastheadSchema>) {
  const headingId = useId();
  const title = (size: 'display' | 'title') => (
    <BlockHeading level={headingLevel} size={size} id={headingId}>
      {heading}
    </BlockHeading>
  );
  const coverVars: CssVars | undefined = aspectRatio ? { '--cover-ratio': FRAME_ASPECT_RATIO[aspectRatio] } : undefined;
  const media = (placement: 'center' | 'corner') => (
    <BlockVideo backgroundVideo={backgroundVideo} video={video} videoTitle={videoTitle} fallbackLabel={mediaAltText?.trim() || heading} placement={placement} />
  );
  /** The Skinny and Stacked image: 16:9 unless chosen, eager (the likely largest paint), sized to its column. */
  const bandImage = (share: Parameters<typeof blockImageSizes>[0]) =>
    image ? (
      <BlockImage src={image} alt={mediaAltText} aspectRatio={aspectRatio ? FRAME_ASPECT_RATIO[aspectRatio] : '16 / 9'} loading="lead" sizes={blockImageSizes(share)}>
        {media('center')}
      </BlockImage>
    ) : null;

  if (layout === 'Skinny') {
    return (
      <Section backgroundColor={backgroundColor} labelledBy={headingId} spacing="compact">
        <div className={cx(styles.skinnyRow, !image && styles.noImage)} data-layout="skinny">
          <div>
            {title('title')}
            <TextBody text={subheading} />
            <ButtonGroup placement="masthead" buttons={buttons} />
          </div>
          {bandImage({ fraction: 1 / 3, mediumFraction: 0.4 })}
        </div>
      </Section>
    );
  }

  if (layout === 'Stacked') {
    return (
      <Section backgroundColor={backgroundColor} labelledBy={headingId}>
        <div className={styles.stackedText} data-layout="stacked">
          {title('display')}
          <TextBody text={subheading} lead />
          <ButtonGroup placement="masthead" buttons={buttons} alignment="Center" />
        </div>
        {bandImage({ fraction: 1, mediumFraction: 1 })}
      </Section>
    );
  }

  // Overlay. A Transparent background has no colour for the card, so the text sits on a scrim.
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId} spacing="flush" fullBleed>
      <div className={cx(styles.overlay, !image && styles.noImage)} data-layout="overlay">
        {image ? (
          // The phone layout puts the cover above the card, in the editor's frame when one is chosen.
          <div className={styles.cover} style={coverVars}>
            <BlockImage src={image} alt={mediaAltText} sizes={FULL_BLEED_SIZES} loading="lead" rounded={false} fillParent>
              {media('corner')}
            </BlockImage>
          </div>
        ) : null}
        <div className={styles.overlayInner}>
          <Surface backgroundColor={backgroundColor} scrim={backgroundColor === 'Transparent' && Boolean(image)} className={styles.card}>
            {title('display')}
            <TextBody text={subheading} lead />
            <ButtonGroup placement="masthead" buttons={buttons} />
          </Surface>
        </div>
      </div>
    </Section>
  );
}
