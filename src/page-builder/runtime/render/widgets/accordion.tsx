import { useId } from 'react';
import type { ContentBlock } from '@/domain/content/block';
import { cx } from '@/ui/class-names';
import type { CssVars } from '@/ui/css-vars';
import type { AccordionOptions } from './widget-blocks';
import type { RenderBlocks } from './render-blocks';
import styles from './accordion.module.css';

/**
 * 'Builder:Accordion' as native disclosure: each item a `<details>` whose `<summary>` is the
 * title, all closed, so it opens and closes by mouse, Enter and Space with no JavaScript. One at a
 * time (`oneAtATime`, and `grid`, which the SDK also limits to one) shares a `name` across the
 * items: the browser's exclusive accordion closes the open one. Builder's class names stay on the
 * title and detail so an editor's custom CSS still finds them.
 *
 * With `useChildrenForItems` each child element is an item: its first child the title, its second
 * the detail, as the SDK reads them.
 */
export function Accordion({
  options,
  renderBlocks,
  childBlocks,
}: {
  readonly options: AccordionOptions;
  readonly renderBlocks: RenderBlocks;
  readonly childBlocks: readonly ContentBlock[];
}) {
  const group = useId();
  const items = options.useChildrenForItems
    ? childBlocks.map((child) => ({ title: child.children?.slice(0, 1) ?? [], detail: child.children?.slice(1, 2) ?? [] }))
    : options.items;
  if (items.length === 0) return null;
  const exclusive = options.oneAtATime || options.grid;
  const vars: CssVars | undefined = options.grid ? { '--accordion-item-width': options.gridRowWidth } : undefined;
  return (
    <div className={cx('builder-accordion', styles.accordion, options.grid && styles.grid)} style={vars}>
      {items.map((item, index) => (
        // Items have no ids of their own; their order is their identity, as in the SDK.
        <details key={index} className={styles.item} name={exclusive ? group : undefined}>
          <summary className={cx('builder-accordion-title', styles.title)} data-index={index}>
            <div className={styles.titleContent}>{renderBlocks(item.title, `title-${index}`)}</div>
            <span className={styles.marker} aria-hidden="true" />
          </summary>
          <div className={cx('builder-accordion-detail', styles.detail)}>{renderBlocks(item.detail, `detail-${index}`)}</div>
        </details>
      ))}
    </div>
  );
}
