import { relatedArticles } from '@/domain/blog/article';
import { ArticleCard } from '@/block-kit/blog-ui/article-card';
import styles from '@/block-kit/blog-ui/blog-ui.module.css';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import type { relatedArticlesSchema } from './schema';

/**
 * Related Articles (§2): more of the same category, newest first, never the article being read.
 * With nothing related it renders nothing at all: an empty "related" band is noise.
 */
export function RelatedArticles({ heading, category, currentUrl, limit, articles, locale, backgroundColor }: BlockProps<typeof relatedArticlesSchema>) {
  const related = relatedArticles(articles, { category, currentUrl, limit });
  if (related.length === 0) return null;
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading}>
      <ul className={styles.grid}>
        {related.map((article) => (
          <li key={article.url}>
            <ArticleCard article={article} locale={locale} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
