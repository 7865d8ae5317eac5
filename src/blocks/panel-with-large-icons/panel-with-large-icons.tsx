import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { ButtonGroup } from '@/ui/button';
import { PanelCard } from '@/ui/panel-card';
import { SmartLink } from '@/ui/smart-link';
import { BlockHeading, TextBody } from '@/ui/typography';
import { SectionIntro } from '@/ui/section-intro';
import styles from './panel-with-large-icons.module.css';
import type { panelWithLargeIconsSchema } from './schema';

/** Rendered at 96 CSS px; the 2x candidate comes from next/image's image sizes. */
const ICON_SIZES = '96px';

/** A panel of large icons, each with a short heading and text (benefits, promises). */
export function PanelWithLargeIcons({
  heading,
  body,
  items,
  backgroundColor,
  buttons,
}: BlockProps<typeof panelWithLargeIconsSchema>) {
  const headingId = useId();
  return (
    <PanelCard backgroundColor={backgroundColor} labelledBy={headingId}>
      <SectionIntro className={styles.intro} alignment="Center" headingId={headingId} heading={heading} body={body} />
      <ul className={styles.items} role="list">
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            <div className={styles.icon}>
              <BlockImage src={item.icon} alt={item.iconAltText} aspectRatio="1 / 1" fit="contain" rounded={false} sizes={ICON_SIZES} />
            </div>
            <BlockHeading level="h3" size="subtitle">
              {item.url ? <SmartLink url={item.url}>{item.heading}</SmartLink> : item.heading}
            </BlockHeading>
            <TextBody text={item.body} />
          </li>
        ))}
      </ul>
      <ButtonGroup buttons={buttons} alignment="Center" className={styles.actions} />
    </PanelCard>
  );
}
