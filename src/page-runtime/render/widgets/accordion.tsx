import { useId, type ReactNode } from 'react';
import { cx } from '@/ui/class-names';
import type { CssVars } from '@/ui/css-vars';
import type { AccordionOptions } from './widget-blocks';
import styles from './accordion.module.css';

type AccordionProps = Pick<AccordionOptions, 'oneAtATime' | 'grid' | 'gridRowWidth'> & {
  readonly items: readonly { readonly title: ReactNode; readonly detail: ReactNode }[];
};

/**
 * 'Builder:Accordion' as native disclosure: each item a `<details>` whose `<summary>` is the
 * title, all closed, so it opens and closes by mouse, Enter and Space with no JavaScript. One at a
 * time (`oneAtATime`, and `grid`, which the SDK also limits to one) shares a `name` across the
 * items: the browser's exclusive accordion closes the open one. Builder's class names stay on the
 * title and detail so an editor's custom CSS still finds them.
 *
 * Titles and details arrive rendered: the renderer collects each block's styles while it renders
 * them, before the page's stylesheet is written.
 */
export function Accordion({ items, oneAtATime, grid, gridRowWidth }: AccordionProps) {
  const group = useId();
  if (items.length === 0) return null;
  const exclusive = oneAtATime || grid;
  const vars: CssVars | undefined = grid ? { '--accordion-item-width': gridRowWidth } : undefined;
  return (
    <div className={cx('builder-accordion', styles.accordion, grid && styles.grid)} style={vars}>
      {items.map((item, index) => (
        // Items have no ids of their own; their order is their identity, as in the SDK.
        <details key={index} className={styles.item} name={exclusive ? group : undefined}>
          <summary className={cx('builder-accordion-title', styles.title)} data-index={index}>
            <div className={styles.titleContent}>{item.title}</div>
            <span className={styles.marker} aria-hidden="true" />
          </summary>
          <div className={cx('builder-accordion-detail', styles.detail)}>{item.detail}</div>
        </details>
      ))}
    </div>
  );
}
