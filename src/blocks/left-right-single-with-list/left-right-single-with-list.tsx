import { useId } from 'react';
import type { BlockProps } from '../types';
import { BlockImage } from '../ui/block-image';
import { blockImageSizes } from '../ui/image-sizes';
import { ButtonGroup } from '../ui/button';
import { cx } from '../ui/class-names';
import { MediaSplit } from '../ui/media-split';
import { Section } from '../ui/section';
import { BlockHeading, Eyebrow, TextBody } from '../ui/typography';
import styles from './left-right-single-with-list.module.css';
import type { LIST_STYLES, leftRightSingleWithListSchema } from './registration';

const LIST_CLASS: Readonly<Record<(typeof LIST_STYLES)[number], string | undefined>> = {
  Bullets: styles.bullets,
  Checks: styles.checks,
  Numbers: styles.numbers,
};

/** Left Right Single with a list (benefits, steps) under the body. Numbers make an ordered list. */
export function LeftRightSingleWithList({
  eyebrow,
  heading,
  body,
  items,
  listStyle,
  image,
  mediaAltText,
  mediaPosition,
  backgroundColor,
  buttons,
}: BlockProps<typeof leftRightSingleWithListSchema>) {
  const headingId = useId();
  const ListTag = listStyle === 'Numbers' ? 'ol' : 'ul';
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
          {items.length > 0 ? (
            // role="list": Safari drops list semantics from lists styled with list-style: none.
            <ListTag role="list" className={cx(styles.list, LIST_CLASS[listStyle])}>
              {items.map((item, i) => (
                <li key={i}>
                  {item.heading ? <strong>{item.heading}</strong> : null}
                  {item.text}
                </li>
              ))}
            </ListTag>
          ) : null}
          <ButtonGroup buttons={buttons} />
        </div>
      </MediaSplit>
    </Section>
  );
}
