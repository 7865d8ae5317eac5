import type { ReactNode } from 'react';
import type { Alignment } from './options';
import { cx } from './class-names';
import { BlockHeading, TextBody, alignClass } from './typography';
import styles from './section-intro.module.css';

/**
 * The heading (h2, labelling the section) and optional introduction over a block's items, whose
 * own headings are h3 under it. Renders nothing without a heading, so the items then sit directly
 * in the section and keep their h3s under the page's previous h2.
 */
export function SectionIntro({
  headingId,
  heading,
  body,
  alignment = 'Left',
  lead = false,
  inFlow = false,
  className,
  children,
}: {
  readonly headingId: string;
  readonly heading: string | undefined;
  readonly body?: string | undefined;
  readonly alignment?: Alignment;
  /** The text as a lead paragraph (larger), for blocks that open a page section. */
  readonly lead?: boolean;
  /**
   * The heading and text sit in the section's own flow, spaced like the rest of its content, with
   * no box of their own (for blocks whose items follow the text directly, e.g. a table).
   */
  readonly inFlow?: boolean;
  /** Replaces the default placement (max width, bottom margin) where the block's grid places it. */
  readonly className?: string | undefined;
  readonly children?: ReactNode;
}) {
  if (!heading?.trim()) return null;
  return (
    <div className={cx(inFlow ? styles.inFlow : (className ?? styles.intro), alignment === 'Center' && styles.centered, alignClass(alignment))}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} lead={lead} />
      {children}
    </div>
  );
}
