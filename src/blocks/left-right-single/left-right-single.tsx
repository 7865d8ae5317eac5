import { useId } from 'react';
import type { BlockProps } from '../types';
import { BlockImage } from '../ui/block-image';
import { blockImageSizes } from '../ui/image-sizes';
import { ButtonGroup } from '../ui/button';
import { MediaSplit } from '../ui/media-split';
import { Section } from '../ui/section';
import { BlockHeading, Eyebrow, TextBody } from '../ui/typography';
import styles from './left-right-single.module.css';
import type { leftRightSingleSchema } from './registration';

/** One image beside one heading, body and buttons; the image side is the editor's choice. */
export function LeftRightSingle({
  eyebrow,
  heading,
  body,
  image,
  mediaAltText,
  mediaPosition,
  backgroundColor,
  buttons,
}: BlockProps<typeof leftRightSingleSchema>) {
  const headingId = useId();
  const media = image ? (
    <BlockImage src={image} alt={mediaAltText} aspectRatio="4 / 3" sizes={blockImageSizes({ fraction: 0.5, mediumFraction: 1 })} />
  ) : null;
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <MediaSplit mediaPosition={mediaPosition} media={media}>
        <div className={styles.text}>
          <Eyebrow text={eyebrow} />
          <BlockHeading level="h2" size="title" id={headingId}>
            {heading}
          </BlockHeading>
          <TextBody text={body} />
          <ButtonGroup buttons={buttons} />
        </div>
      </MediaSplit>
    </Section>
  );
}
