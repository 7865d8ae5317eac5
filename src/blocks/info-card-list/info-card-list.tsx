import type { INFO_CARD_TYPES } from '@/config/block-options';
import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { blockImageSizes } from '@/ui/image-sizes';
import { Section } from '@/ui/section';
import { SectionIntro } from '@/ui/section-intro';
import { SmartLink } from '@/ui/smart-link';
import { BlockHeading, TextBody } from '@/ui/typography';
import styles from './info-card-list.module.css';
import type { infoCardListSchema } from './schema';

/** What a card's link is labelled with when the editor leaves it empty, per §9 info card type. */
const INFO_CARD_DEFAULT_LINK_LABELS = {
  webinar: 'Register',
  conference: 'See the event',
  research_download: 'Download',
  other: 'Learn more',
} as const satisfies Record<(typeof INFO_CARD_TYPES)[number], string>;
/** What the card's label says for each type (the analytics type itself is snake_case). */
const INFO_CARD_TYPE_LABELS = {
  webinar: 'Webinar',
  conference: 'Conference',
  research_download: 'Research',
  other: 'Resource',
} as const satisfies Record<(typeof INFO_CARD_TYPES)[number], string>;

/**
 * Info Card List (§2): webinars, conferences, research downloads and other resources as cards.
 * Each card's link carries its §9 analytics type in `data-info-card-type`, which a tag-manager
 * click trigger reads: the page ships no script for it.
 */
export function InfoCardList({ heading, body, items, backgroundColor }: BlockProps<typeof infoCardListSchema>) {
  const headingId = useId();
  const labelled = Boolean(heading?.trim());
  return (
    <Section backgroundColor={backgroundColor} labelledBy={labelled ? headingId : undefined}>
      <SectionIntro headingId={headingId} heading={heading} body={body} />
      <ul className={styles.cards} role="list">
        {items.map((card, i) => (
          <li key={i} className={styles.card} data-info-card={card.type}>
            {card.image ? (
              <BlockImage src={card.image} alt={card.mediaAltText} aspectRatio="16 / 9" sizes={blockImageSizes({ fraction: 1 / 3, mediumFraction: 0.5 })} />
            ) : null}
            <div className={styles.text}>
              <p className={styles.type}>{INFO_CARD_TYPE_LABELS[card.type]}</p>
              <BlockHeading level={labelled ? 'h3' : 'h2'} size="subtitle">
                {card.heading}
              </BlockHeading>
              {card.date ? <p className={styles.date}>{card.date}</p> : null}
              <TextBody text={card.body} />
              <p className={styles.link}>
                <SmartLink url={card.url} openInNewTab={card.openInNewTab} data-info-card-type={card.type}>
                  {card.linkLabel?.trim() || INFO_CARD_DEFAULT_LINK_LABELS[card.type]}
                  <span className="visually-hidden">: {card.heading}</span>
                </SmartLink>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
