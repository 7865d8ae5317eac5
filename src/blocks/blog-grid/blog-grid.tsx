import { gridArticles, paginate } from '@/domain/blog/article';
import { ArticleCard } from '@/block-kit/blog-ui/article-card';
import { Pager } from '@/block-kit/blog-ui/pager';
import styles from '@/block-kit/blog-ui/blog-ui.module.css';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import { TextBody } from '@/ui/typography';
import type { blogGridSchema } from './schema';

/** What an empty grid says: a real sentence, never a blank band. */
export const EMPTY_GRID_TEXT = 'No articles yet. Check back soon.';

/**
 * Blog Grid (§2; types blog, press, fresh-perspectives-blog): the newest articles of its type as
 * cards, one page at a time with previous/next links. Server-rendered: the cards are in the HTML
 * and each page has its own address, so the list works with JavaScript off.
 */
export function BlogGrid({ type, heading, intro, pageSize, page, listingUrl, articles, locale, backgroundColor }: BlockProps<typeof blogGridSchema>) {
  const current = paginate(gridArticles(type, articles), page, pageSize);
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading}>
      <TextBody text={intro} />
      {current.items.length === 0 ? (
        <p className={styles.empty}>{EMPTY_GRID_TEXT}</p>
      ) : (
        <ul className={styles.grid} data-grid-type={type}>
          {current.items.map((article) => (
            <li key={article.url}>
              <ArticleCard article={article} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {listingUrl ? <Pager page={current} label={`${heading}: pages`} listingUrl={listingUrl} /> : null}
    </HeadedSection>
  );
}
