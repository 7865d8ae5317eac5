import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { cx } from '@/ui/class-names';
import { Section } from '@/ui/section';
import { BlockHeading, Eyebrow, TextBody, alignClass } from '@/ui/typography';
import styles from './ui-page-heading.module.css';
import type { uiPageHeadingSchema } from './schema';

/** The title a page opens with when it has no Masthead: the page's h1 by default. */
export function UiPageHeading({
  eyebrow,
  heading,
  subheading,
  headingLevel,
  alignment,
  backgroundColor,
}: BlockProps<typeof uiPageHeadingSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <div className={cx(styles.heading, alignClass(alignment))} data-align={alignment}>
        <Eyebrow text={eyebrow} />
        <BlockHeading level={headingLevel} size="display" id={headingId}>
          {heading}
        </BlockHeading>
        <TextBody text={subheading} lead />
      </div>
    </Section>
  );
}
