import { useId } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { Section } from '@/ui/section';
import { SectionIntro } from '@/ui/section-intro';
import type { vitalChartsSchema } from './schema';
import styles from './vital-charts.module.css';

/**
 * Vital Charts (§2 ingredients and nutrition): nutrient values as a table, each marked good or to
 * watch in words as well as colour (colour alone would not reach everyone). A server block.
 */
export function VitalCharts({ heading, body, items, goodLabel, watchLabel, backgroundColor }: BlockProps<typeof vitalChartsSchema>) {
  const headingId = useId();
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <SectionIntro inFlow headingId={headingId} heading={heading} body={body} />
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Value</th>
            <th scope="col">Rating</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={`${item.label}-${i}`} data-good={item.isGood}>
              <th scope="row">{item.label}</th>
              <td>{item.value}</td>
              <td>
                <span className={item.isGood ? styles.good : styles.watch}>
                  <span aria-hidden="true">{item.isGood ? '✓ ' : '! '}</span>
                  {item.isGood ? goodLabel : watchLabel}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
