import { useId } from 'react';
import { relatedArticles } from '@/domain/blog/article';
import { ArticleCard } from '../blog-ui/article-card';
import styles from '../blog-ui/blog-ui.module.css';
import type { BlockProps } from '../types';
import { Section } from '@/ui/section';
import { BlockHeading } from '@/ui/typography';
import type { relatedArticlesSchema } from './registration';

/**
 * Related Articles (§2): more of the same category, newest first, never the article being read.
 * With nothing related it renders nothing at all: an empty "related" band is noise.
 */
export function RelatedArticles({ heading, category, currentUrl, limit, articles, backgroundColor }: BlockProps<typeof relatedArticlesSchema>) {
  const headingId = useId();
  const related = relatedArticles(articles, { category, currentUrl, limit });
  if (related.length === 0) return null;
  return (
    <Section backgroundColor={backgroundColor} labelledBy={headingId}>
      <BlockHeading level="h2" size="title" id={headingId}>
        {heading}
      </BlockHeading>
      <ul className={styles.grid}>
        {related.map((article) => (
          <li key={article.url}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
