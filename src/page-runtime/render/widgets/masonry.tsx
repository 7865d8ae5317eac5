import { Children, type ReactNode } from 'react';
import { cx } from '@/ui/class-names';
import type { CssVars } from '@/ui/css-vars';
import type { MasonryOptions } from './widget-blocks';
import styles from './masonry.module.css';

/** CSS `columns` for Builder's `columnWidth`: a length is the column width; a percentage, the share of one column. */
function columnsValue(columnWidth: string): string {
  if (!columnWidth.endsWith('%')) return `${columnWidth} auto`;
  const share = Number.parseFloat(columnWidth);
  return `auto ${Math.max(1, Math.round(100 / share))}`;
}

/**
 * 'Builder:Masonry' as CSS columns: tiles flow top to bottom in columns of `columnWidth` with
 * `gutterSize` px between them, laid out by the browser with no JavaScript (the SDK's version is
 * invisible until its script has measured every tile).
 */
export function Masonry({ options, tiles }: { readonly options: MasonryOptions; readonly tiles: ReactNode }) {
  const items = Children.toArray(tiles);
  if (items.length === 0) return null;
  const vars: CssVars = { '--masonry-columns': columnsValue(options.columnWidth), '--masonry-gutter': `${Math.max(0, options.gutterSize ?? 0)}px` };
  return (
    <div className={cx('builder-masonry', styles.masonry)} style={vars}>
      {items.map((tile, index) => (
        // Tiles have no ids of their own; their order is their identity, as in the SDK.
        <div key={index} className={cx('masonry-item', styles.tile)}>
          {tile}
        </div>
      ))}
    </div>
  );
}
