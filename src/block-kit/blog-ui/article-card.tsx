import Link from 'next/link';
import type { Locale } from '@/config/constants';
import { LOCALE_OPTIONS } from '@/config/locales';
import { formatSearchDate } from '@/services/search/format-date';
import { BlockImage } from '@/ui/block-image';
import type { ArticleItem } from './article-inputs';
import styles from './blog-ui.module.css';

/** §2's date format for articles (abbreviated month, day, year) in the locale's words, the same as the search results. */
export function ArticleDate({ date, locale }: { readonly date: string; readonly locale: Locale }) {
  return <time dateTime={date}>{formatSearchDate(date, LOCALE_OPTIONS[locale].htmlLang) ?? date}</time>;
}

/**
 * One article in a list: image (when the card has one), category and date, the title as the link,
 * and the excerpt. The title is the only link, so a screen reader hears each article once.
 */
export function ArticleCard({
  article,
  locale,
  headingLevel = 'h3',
  showImage = true,
}: {
  readonly article: ArticleItem;
  readonly locale: Locale;
  readonly headingLevel?: 'h2' | 'h3';
  readonly showImage?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      {showImage && article.image ? (
        <BlockImage src={article.image} alt={article.imageAltText} sizes="(max-width: 640px) 100vw, (max-width: 991px) 50vw, 380px" aspectRatio="16 / 9" />
      ) : null}
      <p className={styles.meta}>
        <span>{article.category}</span> · <ArticleDate date={article.date} locale={locale} />
      </p>
      <Heading className={styles.cardTitle}>
        <Link href={article.url}>{article.title}</Link>
      </Heading>
      {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
    </article>
  );
}
