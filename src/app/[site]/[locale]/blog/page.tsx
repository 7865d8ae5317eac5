import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { BLOG } from '@/config/constants';
import { LOCALE_OPTIONS } from '@/config/locales';
import { formatSearchDate } from '@/services/search/format-date';
import { loadBlogArticles } from '@/features/blog/articles';
import styles from '@/features/blog/blog.module.css';
import { resolveSite, type SiteParams } from '../site';
import { pageTitle } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams> };

const HEADING = 'The Brightbowl blog';
const INTRO = 'Feeding advice, label reading and news from our kitchen.';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite(params);
  return { title: pageTitle('Blog', site), description: INTRO };
}

/** The locale's blog articles, newest first (the footer's and navigation's "Blog" link). */
export default async function BlogPage({ params }: Props) {
  const site = await resolveSite(params);
  const articles = await loadBlogArticles(site);
  const intlLocale = LOCALE_OPTIONS[site.locale].htmlLang;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{HEADING}</h1>
      <p className={styles.lead}>{INTRO}</p>
      {articles.length === 0 ? (
        <p>No articles yet. Check back soon.</p>
      ) : (
        <ul className={styles.list}>
          {articles.map((article, i) => (
            <li key={article.id}>
              <article className={styles.card} aria-labelledby={`blog-${article.slug}`}>
                <Image
                  src={article.image}
                  alt={article.imageAltText}
                  width={BLOG.imageWidth}
                  height={BLOG.imageHeight}
                  sizes={`(max-width: 640px) 100vw, ${BLOG.listImageWidth}px`}
                  priority={i === 0}
                />
                <p className={styles.meta}>
                  {article.category} · <time dateTime={article.date}>{formatSearchDate(article.date, intlLocale) ?? article.date}</time>
                </p>
                <h2 id={`blog-${article.slug}`}>
                  <Link href={article.href}>{article.title}</Link>
                </h2>
                <p>{article.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
