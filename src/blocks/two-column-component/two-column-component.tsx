import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { blockImageSizes } from '@/ui/image-sizes';
import { ButtonGroup } from '@/ui/button';
import { Section } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import { SectionIntro } from '@/ui/section-intro';
import styles from './two-column-component.module.css';
import type { twoColumnComponentSchema } from './schema';

/**
 * Two columns, each an optional image, a heading and text, separated by the editor's column gap;
 * one column on small screens.
 */
export function TwoColumnComponent({
  heading,
  body,
  columns,
  columnGap,
  backgroundColor,
  imageLoading,
}: BlockProps<typeof twoColumnComponentSchema>) {
  const headingId = useId();
  const hasHeading = Boolean(heading);
  return (
    <Section backgroundColor={backgroundColor} columnGap={columnGap} labelledBy={hasHeading ? headingId : undefined}>
      {heading ? (
        <SectionIntro className={styles.intro} headingId={headingId} heading={heading} body={body} />
      ) : null}
      <ul className={styles.columns} role="list">
        {columns.map((column, i) => (
          <li key={i} className={styles.column}>
            {column.image ? (
              <BlockImage
                src={column.image}
                alt={column.mediaAltText}
                loading={imageLoading}
                aspectRatio="3 / 2"
                sizes={blockImageSizes({ fraction: 0.5, mediumFraction: 0.5 })}
              />
            ) : null}
            <div>
              <BlockHeading level={hasHeading ? 'h3' : 'h2'} size="subtitle">
                {column.heading}
              </BlockHeading>
              <TextBody text={column.body} />
              <ButtonGroup buttons={column.buttons} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
