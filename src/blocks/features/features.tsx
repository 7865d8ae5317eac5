import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { ButtonGroup } from '@/ui/button';
import { cx } from '@/ui/class-names';
import { Section } from '@/ui/section';
import { SectionIntro } from '@/ui/section-intro';
import { BlockHeading, TextBody, alignClass } from '@/ui/typography';
import styles from './features.module.css';
import type { featuresSchema } from './schema';

/** Rendered at 64 CSS px; the 2x candidate comes from next/image's image sizes. */
const ICON_SIZES = '64px';

/** Features (§2 site sections): a row of short highlights, each an optional icon, an h3 and a sentence. */
export function Features({ heading, body, items, alignment, backgroundColor, buttons }: BlockProps<typeof featuresSchema>) {
  const headingId = useId();
  const labelled = Boolean(heading?.trim());
  return (
    <Section backgroundColor={backgroundColor} labelledBy={labelled ? headingId : undefined}>
      <SectionIntro headingId={headingId} heading={heading} body={body} alignment={alignment} />
      <ul className={cx(styles.items, alignment === 'Center' && styles.centered, alignClass(alignment))} role="list" data-count={items.length}>
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            {item.icon ? (
              <div className={styles.icon}>
                <BlockImage src={item.icon} alt={item.iconAltText} aspectRatio="1 / 1" fit="contain" rounded={false} sizes={ICON_SIZES} />
              </div>
            ) : null}
            <BlockHeading level={labelled ? 'h3' : 'h2'} size="subtitle">
              {item.heading}
            </BlockHeading>
            <TextBody text={item.body} />
          </li>
        ))}
      </ul>
      <ButtonGroup buttons={buttons} alignment={alignment} className={styles.actions} />
    </Section>
  );
}
