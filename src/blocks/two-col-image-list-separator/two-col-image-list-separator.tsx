import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { blockImageSizes } from '@/ui/image-sizes';
import { ButtonGroup } from '@/ui/button';
import { cx } from '@/ui/class-names';
import { Section } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import styles from './two-col-image-list-separator.module.css';
import type { twoColImageListSeparatorSchema } from './schema';

/** An image in one column and a list of short heading-and-text items in the other, with rules between. */
export function TwoColImageListSeparator({
  heading,
  body,
  items,
  image,
  mediaAltText,
  mediaPosition,
  backgroundColor,
  buttons,
}: BlockProps<typeof twoColImageListSeparatorSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <div className={cx(styles.layout, !image && styles.noMedia)} data-media={mediaPosition === 'Left' ? 'left' : 'right'}>
        {image ? (
          <div className={styles.media}>
            <BlockImage src={image} alt={mediaAltText} aspectRatio="4 / 5" sizes={blockImageSizes({ fraction: 0.5, mediumFraction: 1 })} />
          </div>
        ) : null}
        <div className={styles.content}>
          <BlockHeading level="h2" size="title" id={headingId}>
            {heading}
          </BlockHeading>
          <TextBody text={body} />
          <ul className={styles.list} role="list">
            {items.map((item, i) => (
              <li key={i}>
                <BlockHeading level="h3" size="subtitle">
                  {item.heading}
                </BlockHeading>
                <TextBody text={item.body} />
              </li>
            ))}
          </ul>
          <ButtonGroup buttons={buttons} />
        </div>
      </div>
    </Section>
  );
}
