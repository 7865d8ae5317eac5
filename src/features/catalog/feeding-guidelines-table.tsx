/**
 * §3 Feeding guidelines items (label, value, cups None or 0.5 to 5 in halves) as a table. Shared
 * by the detail page and the Feeding Guidelines block.
 */
import type { FeedingGuidelineItem } from '@/services/catalog';
import styles from './catalog-pages.module.css';

/** "None" for no amount (§3), otherwise the cups with halves as ½. */
function cupsLabel(cups: number | null): string {
  if (cups === null) return 'None';
  const whole = Math.floor(cups);
  const half = cups - whole >= 0.5;
  if (whole === 0) return half ? '½ cup' : 'None';
  return `${whole}${half ? '½' : ''} ${whole === 1 && !half ? 'cup' : 'cups'}`;
}

export function FeedingGuidelinesTable({ items, caption }: { readonly items: readonly FeedingGuidelineItem[]; readonly caption: string }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Pet weight</th>
          <th scope="col">Cups a day</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.label}>
            <th scope="row">{item.label}</th>
            <td>{cupsLabel(item.cups)}</td>
            <td>{item.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
