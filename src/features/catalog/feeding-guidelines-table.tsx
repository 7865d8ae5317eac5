/**
 * A feeding table: the pet's weight, the amount a day and, where the amounts come from a recipe,
 * the calories a day. Shared by the product page (rows from src/services/catalog/feeding-units.ts,
 * in the locale's units) and the Feeding Guidelines block (an editor's rows, amounts in words).
 */
import type { FeedingTableRow } from '@/services/catalog/feeding-units';
import styles from './catalog-pages.module.css';

/** A row to print; a row without calories lets its amount span the calories column. */
export type FeedingTableLine = Pick<FeedingTableRow, 'weight' | 'amount' | 'calories'>;

export function FeedingGuidelinesTable({ rows, caption }: { readonly rows: readonly FeedingTableLine[]; readonly caption: string }) {
  const withCalories = rows.some((row) => row.calories !== null);
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Pet weight</th>
          <th scope="col">Amount a day</th>
          {withCalories ? <th scope="col">Calories a day</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.weight}>
            <th scope="row">{row.weight}</th>
            <td colSpan={withCalories && row.calories === null ? 2 : undefined}>{row.amount}</td>
            {withCalories && row.calories !== null ? <td className={styles.figure}>{row.calories}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
