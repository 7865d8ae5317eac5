import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { Section } from '@/ui/section';
import { BlockHeading, TextBody } from '@/ui/typography';
import styles from './comparison-chart.module.css';
import type { comparisonChartSchema } from './schema';

function Mark({ checked }: { readonly checked: boolean }) {
  return (
    <>
      <span aria-hidden="true" className={checked ? styles.yes : styles.no}>
        {checked ? '✓' : '–'}
      </span>
      <span className="visually-hidden">{checked ? 'Yes' : 'No'}</span>
    </>
  );
}

/**
 * Comparison Chart (§2, §3): a real table, so assistive technology reads each tick with its row
 * and column headers ("Human-grade meat, Kibble, No"). The marks are drawn for the eye and spoken
 * as Yes/No; the section heading is the table's caption.
 */
export function ComparisonChart({
  heading,
  body,
  featureColumnTitle,
  column1Title,
  column2Title,
  column3Title,
  items,
  backgroundColor,
}: BlockProps<typeof comparisonChartSchema>) {
  const headingId = useId();
  const bodyId = useId();
  const hasBody = Boolean(body?.trim());
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      {hasBody ? (
        <div id={bodyId}>
          <TextBody text={body} />
        </div>
      ) : null}
      <div className={styles.scroller} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={headingId} aria-describedby={hasBody ? bodyId : undefined}>
          <thead>
            <tr>
              <th scope="col">{featureColumnTitle}</th>
              <th scope="col" className={styles.ours}>
                {column1Title}
              </th>
              <th scope="col">{column2Title}</th>
              <th scope="col">{column3Title}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => (
              <tr key={i}>
                <th scope="row">{item.label}</th>
                <td className={styles.ours}>
                  <Mark checked={item.column1Checked} />
                </td>
                <td>
                  <Mark checked={item.column2Checked} />
                </td>
                <td>
                  <Mark checked={item.column3Checked} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
