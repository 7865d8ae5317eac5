import Link from 'next/link';
import { useId } from 'react';
import { ArticleDate } from '@/block-kit/blog-ui/article-card';
import type { BlockProps } from '@/block-kit/types';
import { BlockImage } from '@/ui/block-image';
import { BlockHeading } from '@/ui/typography';
import styles from './blog-article.module.css';
import type { blogArticleSchema } from './schema';

/**
 * Blog Article (§2, Blog or Press): the article itself, as one <article> landmark: the header
 * (category, title as the page's h1, date, byline, standfirst, hero image), then the body blocks an
 * editor placed inside it (Blog Text, Blog Media), then the way back to the listing. A press
 * release says so above its title and names its issuer instead of an author.
 */
export function BlogArticle({
  type,
  title,
  date,
  category,
  categoryUrl,
  author,
  excerpt,
  image,
  mediaAltText,
  listingUrl,
  locale,
  children,
}: BlockProps<typeof blogArticleSchema>) {
  const headingId = useId();
  const isPress = type === 'Press';
  return (
    <article className={styles.article} aria-labelledby={headingId} data-article-type={type.toLowerCase()}>
      <header className={styles.header}>
        <p className={styles.kicker}>
          {isPress ? <span>Press release · </span> : null}
          {categoryUrl ? <Link href={categoryUrl}>{category}</Link> : <span>{category}</span>}
        </p>
        <BlockHeading level="h1" size="display" id={headingId}>
          {title}
        </BlockHeading>
        <p className={styles.byline}>
          <ArticleDate date={date} locale={locale} />
          {author?.trim() ? <> · {isPress ? author.trim() : `By ${author.trim()}`}</> : null}
        </p>
        {excerpt?.trim() ? <p className={styles.standfirst}>{excerpt.trim()}</p> : null}
      </header>
      {image ? (
        <div className={styles.hero}>
          <BlockImage src={image} alt={mediaAltText} sizes="(max-width: 1200px) 100vw, 1200px" aspectRatio="16 / 9" loading="lead" />
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {listingUrl ? (
        <p className={styles.back}>
          <Link href={listingUrl}>{isPress ? 'All press releases' : 'All articles'}</Link>
        </p>
      ) : null}
    </article>
  );
}
