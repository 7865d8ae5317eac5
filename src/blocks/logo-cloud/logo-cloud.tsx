import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { cx } from '@/ui/class-names';
import { Section } from '@/ui/section';
import { SmartLink } from '@/ui/smart-link';
import { BlockHeading, alignClass } from '@/ui/typography';
import type { logoCloudSchema } from './schema';
import styles from './logo-cloud.module.css';

/** Logos render in a 160x64 box; the 2x candidate comes from next/image's image sizes. */
const LOGO_SIZES = '160px';

/** Logo Cloud (§2): partner or press logos at one height, each optionally a link. */
export function LogoCloud({ heading, logos, alignment, backgroundColor }: BlockProps<typeof logoCloudSchema>) {
  const headingId = useId();
  const labelled = Boolean(heading?.trim());
  return (
    <Section backgroundColor={backgroundColor} labelledBy={labelled ? headingId : undefined} spacing="compact">
      {labelled ? (
        <BlockHeading level="h2" size="subtitle" id={headingId} className={alignClass(alignment)}>
          {heading}
        </BlockHeading>
      ) : null}
      <ul className={cx(styles.logos, alignment === 'Center' && styles.center, alignment === 'Right' && styles.right)} role="list">
        {logos.map((logo, i) => {
          const image = <BlockImage src={logo.image} alt={logo.imageAltText} aspectRatio="5 / 2" fit="contain" rounded={false} sizes={LOGO_SIZES} />;
          return (
            <li key={i} className={styles.logo}>
              {logo.url ? (
                <SmartLink url={logo.url} openInNewTab={logo.openInNewTab} className={styles.link}>
                  {image}
                </SmartLink>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
