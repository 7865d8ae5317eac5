import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { Section } from '@/ui/section';
import { BlockHeading, TextBody, alignClass } from '@/ui/typography';
import { cx } from '@/ui/class-names';
import styles from './hed-and-dek.module.css';
import type { hedAndDekSchema } from './schema';

/** A headline ("hed") and its standfirst ("dek"): introduces the blocks after it. */
export function HedAndDek({ hed, dek, alignment, backgroundColor }: BlockProps<typeof hedAndDekSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <div className={cx(styles.content, alignClass(alignment))} data-align={alignment}>
        <BlockHeading level="h2" size="title" id={headingId}>
          {hed}
        </BlockHeading>
        <TextBody text={dek} lead />
      </div>
    </Section>
  );
}
