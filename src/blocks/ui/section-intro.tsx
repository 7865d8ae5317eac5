import type { ReactNode } from 'react';
import type { Alignment } from '../shared-inputs';
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
  children,
}: {
  readonly headingId: string;
  readonly heading: string | undefined;
  readonly body?: string | undefined;
  readonly alignment?: Alignment;
  readonly children?: ReactNode;
}) {
  if (!heading?.trim()) return null;
  return (
    <div className={cx(styles.intro, alignment === 'Center' && styles.centered, alignClass(alignment))}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} />
      {children}
    </div>
  );
}
