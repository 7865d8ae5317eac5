import { newestFirst, paginate } from '@/domain/blog/article';
import { ArticleCard } from '@/block-kit/blog-ui/article-card';
import { Pager } from '@/block-kit/blog-ui/pager';
import styles from '@/block-kit/blog-ui/blog-ui.module.css';
import type { BlockProps } from '@/block-kit/types';
import { HeadedSection } from '@/ui/section';
import { TextBody } from '@/ui/typography';
import type { pressGridSchema } from './schema';

const EMPTY_PRESS_TEXT = 'No press releases yet.';

/**
 * Press Grid (§2): press releases newest first, by default as a dated list of headlines with their
 * summaries (how journalists scan a newsroom), optionally as image cards; paged like Blog Grid.
 */
export function PressGrid({ heading, intro, showImages, pageSize, page, listingUrl, articles, locale, backgroundColor }: BlockProps<typeof pressGridSchema>) {
  const current = paginate(newestFirst(articles), page, pageSize);
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading}>
      <TextBody text={intro} />
      {current.items.length === 0 ? (
        <p className={styles.empty}>{EMPTY_PRESS_TEXT}</p>
      ) : (
        <ul className={showImages ? styles.grid : styles.list}>
          {current.items.map((article) => (
            <li key={article.url}>
              <ArticleCard article={article} locale={locale} showImage={showImages} />
            </li>
          ))}
        </ul>
      )}
      {listingUrl ? <Pager page={current} label={`${heading}: pages`} listingUrl={listingUrl} /> : null}
    </HeadedSection>
  );
}
