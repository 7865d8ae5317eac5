/**
 * A feeding table: the pet's weight, the amount a day and, where the amounts come from a recipe,
 * the calories a day. Shared by the product page (rows from src/services/catalog/feeding-units.ts,
 * in the locale's units) and the Feeding Guidelines block (an editor's rows, amounts in words).
 */
import type { ReactNode } from 'react';
import type { FeedingTableRow } from '@/services/catalog/feeding-units';
import styles from './catalog-pages.module.css';

/** A number with its unit: "120 g", "1,656 kcal", "1½ cups", "13.6 kg", "½ cup". */
const FIGURE = /[\d½][\d.,½]*\s(?:kcal|kg|lb|oz|g|cups?)\b/g;

/**
 * The text with each figure kept on one line, so a narrow column wraps between figures and words
 * ("120 g / (½ cup)") and never inside one ("1,656 / kcal").
 *
 * @example wholeFigures('About 1,656 kcal') // ['About ', <span>1,656 kcal</span>]
 */
function wholeFigures(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(FIGURE)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className={styles.figure}>
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

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
            <th scope="row" className={styles.figure}>
              {row.weight}
            </th>
            <td colSpan={withCalories && row.calories === null ? 2 : undefined}>{wholeFigures(row.amount)}</td>
            {withCalories && row.calories !== null ? <td>{wholeFigures(row.calories)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
