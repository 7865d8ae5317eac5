import type { BlockProps } from '@/block-kit/types';
import { cx } from '@/ui/class-names';
import { Section } from '@/ui/section';
import { MediaTextBlock } from '@/ui/text-stack';
import styles from './left-right-single-with-list.module.css';
import type { LIST_STYLES, leftRightSingleWithListSchema } from './schema';

const LIST_CLASS: Readonly<Record<(typeof LIST_STYLES)[number], string | undefined>> = {
  Bullets: styles.bullets,
  Checks: styles.checks,
  Numbers: styles.numbers,
};

/** Left Right Single with a list (benefits, steps) under the body. Numbers make an ordered list. */
export function LeftRightSingleWithList({ items, listStyle, ...props }: BlockProps<typeof leftRightSingleWithListSchema>) {
  const ListTag = listStyle === 'Numbers' ? 'ol' : 'ul';
  const list =
    items.length > 0 ? (
      // role="list": Safari drops list semantics from lists styled with list-style: none.
      <ListTag role="list" className={cx(styles.list, LIST_CLASS[listStyle])}>
        {items.map((item, i) => (
          <li key={i}>
            {item.heading ? <strong>{item.heading}</strong> : null}
            {item.text}
          </li>
        ))}
      </ListTag>
    ) : null;
  return <MediaTextBlock {...props} frame={Section} imageFraction={0.5} textClassName={styles.text} underBody={list} />;
}
