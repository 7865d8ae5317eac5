import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import type { MediaPosition } from '@/ui/options';
import { BlockImage } from '@/ui/block-image';
import { blockImageSizes } from '@/ui/image-sizes';
import { ButtonGroup } from '@/ui/button';
import { MediaSplit } from '@/ui/media-split';
import { Section } from '@/ui/section';
import { BlockHeading, Eyebrow, TextBody } from '@/ui/typography';
import { SectionIntro } from '@/ui/section-intro';
import styles from './left-right-multiple.module.css';
import type { leftRightMultipleSchema } from './schema';

function sideFor(index: number, first: MediaPosition): MediaPosition {
  if (index % 2 === 0) return first;
  return first === 'Left' ? 'Right' : 'Left';
}

/**
 * Several image-and-text rows whose image side alternates, starting from the editor's choice.
 * With a section heading the rows are h3 under it; without one each row is an h2.
 */
export function LeftRightMultiple({
  heading,
  body,
  items,
  firstMediaPosition,
  backgroundColor,
  imageLoading,
}: BlockProps<typeof leftRightMultipleSchema>) {
  const headingId = useId();
  const hasHeading = Boolean(heading);
  return (
    <Section backgroundColor={backgroundColor} labelledBy={hasHeading ? headingId : undefined}>
      {heading ? (
        <SectionIntro className={styles.intro} headingId={headingId} heading={heading} body={body} lead />
      ) : null}
      <ul className={styles.rows} role="list">
        {items.map((item, i) => (
          <li key={i}>
            <MediaSplit
              mediaPosition={sideFor(i, firstMediaPosition)}
              media={
                item.image ? (
                  <BlockImage
                    src={item.image}
                    alt={item.mediaAltText}
                    // Only the first row can be in the first screen.
                    loading={i === 0 ? imageLoading : undefined}
                    aspectRatio="4 / 3"
                    sizes={blockImageSizes({ fraction: 0.5, mediumFraction: 1 })}
                  />
                ) : null
              }
            >
              <div className={styles.text}>
                <Eyebrow text={item.eyebrow} />
                <BlockHeading level={hasHeading ? 'h3' : 'h2'} size="subtitle">
                  {item.heading}
                </BlockHeading>
                <TextBody text={item.body} />
                <ButtonGroup buttons={item.buttons} />
              </div>
            </MediaSplit>
          </li>
        ))}
      </ul>
    </Section>
  );
}
