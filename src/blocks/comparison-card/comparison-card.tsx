import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { ButtonGroup } from '@/ui/button';
import { PanelCard } from '@/ui/panel-card';
import { BlockHeading, TextBody } from '@/ui/typography';
import styles from './comparison-card.module.css';
import { type comparisonCardSchema, type ComparisonCardVariant } from './schema';

/** Column titles when the editor leaves them empty. */
const COMPARISON_CARD_DEFAULT_TITLES: Readonly<Record<ComparisonCardVariant, { readonly left: string; readonly right: string }>> = {
  default: { left: 'Fresh food', right: 'Kibble' },
  'myth-vs-fact': { left: 'Myth', right: 'Fact' },
};

/**
 * Comparison Card (§2): `default` shows two columns, each a titled list, so a screen reader hears
 * one side and then the other; `myth-vs-fact` keeps each myth with its fact, labelled, in one list
 * item, because there the pair is the unit of meaning.
 */
export function ComparisonCard({ variant, heading, body, leftTitle, rightTitle, rows, backgroundColor, buttons }: BlockProps<typeof comparisonCardSchema>) {
  const headingId = useId();
  const titles = COMPARISON_CARD_DEFAULT_TITLES[variant];
  const left = leftTitle?.trim() || titles.left;
  const right = rightTitle?.trim() || titles.right;
  return (
    <PanelCard backgroundColor={backgroundColor} labelledBy={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <TextBody text={body} />
      {variant === 'default' ? (
        <div className={styles.columns}>
          {[
            { title: left, items: rows.map((r) => r.left), ours: true },
            { title: right, items: rows.map((r) => r.right), ours: false },
          ].map((column) => (
            <div key={column.title} className={column.ours ? styles.ours : styles.theirs}>
              <BlockHeading level="h3" size="subtitle">
                {column.title}
              </BlockHeading>
              <ul className={styles.points}>
                {column.items.map((text, i) => (
                  <li key={i}>{text}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <ul className={styles.pairs} role="list">
          {rows.map((row, i) => (
            <li key={i} className={styles.pair}>
              <p className={styles.myth}>
                <strong className={styles.label}>{left}</strong> {row.left}
              </p>
              <p className={styles.fact}>
                <strong className={styles.label}>{right}</strong> {row.right}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ButtonGroup buttons={buttons} className={styles.actions} />
    </PanelCard>
  );
}
