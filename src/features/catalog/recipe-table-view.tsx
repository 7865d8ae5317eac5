/**
 * A table of many recipes (src/features/catalog/recipe-tables.ts): one row per recipe, its name
 * linking to its product page, in a box that scrolls sideways on a phone instead of squeezing the
 * columns (the box is focusable so keyboard users can scroll it too).
 */
import Link from 'next/link';
import { useId } from 'react';
import type { RecipeTable } from './recipe-tables';
import styles from './catalog-pages.module.css';

export function RecipeTableView({ table, caption }: { readonly table: RecipeTable; readonly caption: string }) {
  const captionId = useId();
  if (table.rows.length === 0) return <p>No recipes to show here yet.</p>;
  return (
    <>
      {/* The caption is shown above the box: inside a table wider than a phone it would be cut off with the columns. */}
      <p id={captionId} className={styles.tableCaption}>
        {caption}
      </p>
      {/* A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div className={styles.scrollBox} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={`${styles.table} ${styles.wideTable}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Recipe</th>
              {table.columns.map((column) => (
                <th scope="col" key={column.text}>
                  {column.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.url}>
                <th scope="row">{row.url ? <Link href={row.url}>{row.recipe}</Link> : row.recipe}</th>
                {row.cells.map((cell, index) => (
                  <td key={table.columns[index]?.text ?? index} className={styles.lines}>
                    {cell.text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
