import Link from 'next/link';
import { useId } from 'react';
import { categorySlug } from '@/domain/blog/article';
import styles from '@/block-kit/blog-ui/blog-ui.module.css';
import type { BlockProps } from '@/block-kit/types';
import { Section } from '@/ui/section';
import { BlockHeading } from '@/ui/typography';
import type { blogCategoriesSchema } from './schema';

/**
 * Blog Categories (§2): the blog's topics as links, the one being shown marked aria-current, in a
 * navigation landmark named by the heading. No categories renders nothing. The chips' own colours
 * win over the section's link colour (a bare `a` rule), so the current one keeps its contrast.
 */
export function BlogCategories({ heading, current, allUrl, categories, backgroundColor }: BlockProps<typeof blogCategoriesSchema>) {
  const headingId = useId();
  if (categories.length === 0) return null;
  const currentSlug = current?.trim() ? categorySlug(current) : null;
  return (
    <Section backgroundColor={backgroundColor} spacing="compact">
      <nav aria-labelledby={headingId}>
        <BlockHeading level="h2" size="subtitle" id={headingId}>
          {heading}
        </BlockHeading>
        <ul className={styles.chips}>
          {allUrl ? (
            <li>
              <Link className={styles.chip} href={allUrl}>
                All articles
              </Link>
            </li>
          ) : null}
          {categories.map((c) => (
            <li key={c.url}>
              <Link className={styles.chip} href={c.url} aria-current={categorySlug(c.label) === currentSlug ? 'page' : undefined}>
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}
