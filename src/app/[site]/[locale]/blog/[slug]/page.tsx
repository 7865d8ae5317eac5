import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BLOG } from '@/config/constants';
import { requestOrigin } from '@/services/http/request-origin';
import { LOCALE_OPTIONS, localizePath } from '@/config/locales';
import { formatSearchDate } from '@/services/search/format-date';
import { blogPostingJsonLd, bodyParagraphs, loadBlogArticle } from '@/features/blog/articles';
import styles from '@/features/blog/blog.module.css';
import { serializeJsonLd } from '@/features/catalog/product-json-ld';
import { requestNonce, resolveSite, type SiteParams } from '../../site';
import { pageTitle, siteName } from '@/domain/site/site-context';

type Props = { params: Promise<SiteParams & { slug: string }> };

/** The article, or a 404 for an unknown slug or one this locale does not publish. */
async function loadArticle(params: Props['params']) {
  const site = await resolveSite(params);
  const { slug } = await params;
  const article = await loadBlogArticle(site, slug);
  if (!article) notFound();
  return { site, article };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, article } = await loadArticle(params);
  return { title: pageTitle(article.title, site), description: article.excerpt };
}

/** A blog article (the blog list's and the search results' link target). */
export default async function BlogArticlePage({ params }: Props) {
  const { site, article } = await loadArticle(params);
  const [nonce, origin] = await Promise.all([requestNonce(), requestOrigin()]);
  const jsonLd = serializeJsonLd(blogPostingJsonLd(article, origin ?? '', siteName(site)));
  const date = formatSearchDate(article.date, LOCALE_OPTIONS[site.locale].htmlLang) ?? article.date;
  return (
    <div className={styles.page}>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <article className={styles.article}>
        <p className={styles.meta}>{article.category}</p>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          <time dateTime={article.date}>{date}</time>
          {article.author ? <> · By {article.author}</> : null}
        </p>
        <Image
          className={styles.hero}
          src={article.image}
          alt={article.imageAltText}
          width={BLOG.imageWidth}
          height={BLOG.imageHeight}
          sizes={`(max-width: 768px) 100vw, ${BLOG.imageWidth}px`}
          priority
        />
        <div className={styles.body}>
          {bodyParagraphs(article).map((paragraph, i) => (
            // Paragraphs have no identity of their own; their order is fixed for a render.
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <Link className={styles.back} href={localizePath('/blog', site.locale)}>
          All articles
        </Link>
      </article>
    </div>
  );
}
