import { useId } from 'react';
import type { BlockProps } from '../types';
import { BlockImage } from '../ui/block-image';
import { blockImageSizes } from '../ui/image-sizes';
import { ButtonGroup } from '../ui/button';
import { MediaSplit } from '../ui/media-split';
import { PanelCard } from '../ui/panel-card';
import { BlockHeading, Eyebrow, TextBody } from '../ui/typography';
import styles from './panel.module.css';
import type { panelSchema } from './registration';

/** A coloured card with a heading, text, buttons and an optional image beside them. */
export function Panel({
  eyebrow,
  heading,
  body,
  image,
  mediaAltText,
  mediaPosition,
  backgroundColor,
  buttons,
}: BlockProps<typeof panelSchema>) {
  const headingId = useId();
  const media = image ? (
    <BlockImage src={image} alt={mediaAltText} aspectRatio="4 / 3" sizes={blockImageSizes({ fraction: 0.45, mediumFraction: 1 })} />
  ) : null;
  return (
    <PanelCard backgroundColor={backgroundColor} labelledBy={headingId}>
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
    </PanelCard>
  );
}
