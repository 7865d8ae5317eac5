'use client';

/**
 * The §2 result kinds: page (title, excerpt, 'Read Page'), blog (image or placeholder, label, title,
 * date as abbreviated month day, year, 'Read Article'), faq (title, excerpt, 'Read FAQ', linking to
 * /contact?faq={objectID}) and products (product cards). Titles and excerpts are the service's
 * highlighted HTML: the record text escaped, with <mark> around matched words and nothing else.
 */
import Link from 'next/link';
import { LOCALES, type Locale } from '@/config/constants';
import { LOCALE_OPTIONS, localizePath } from '@/config/locales';
import { productFromSearchHit } from '@/services/catalog/search-hit-product';
import { excerpt } from '@/services/search/excerpt';
import { formatSearchDate } from '@/services/search/format-date';
import type { ContentSearchHit, ProductSearchHit } from '@/services/search/types';
import { toProductCardData, type CardBrand } from '@/ui/product-card/card-data';
import { ProductCard } from '@/ui/product-card/product-card';
import { useRatingSummaries } from './use-rating-summaries';
import styles from './search.module.css';

/**
 * A record's url in this locale: absolute URLs and paths that already carry a locale prefix stay
 * as they are (content entries may store localized paths), other paths get the locale's prefix.
 */
export function localizeResultUrl(url: string, locale: Locale): string {
  if (!url.startsWith('/')) return url;
  const prefixed = LOCALES.some((l) => l !== 'en-us' && (url === `/${l}` || url.startsWith(`/${l}/`) || url.startsWith(`/${l}?`)));
  return prefixed ? url : localizePath(url, locale);
}

/** §2: a FAQ result opens the contact page on that question. */
function faqHref(objectID: string, locale: Locale): string {
  return `${localizePath('/contact', locale)}?faq=${encodeURIComponent(objectID)}`;
}

type HeadingLevel = 2 | 3 | 4;

function Html({ as: Tag, html, className }: { as: 'h2' | 'h3' | 'h4' | 'p' | 'span'; html: string; className?: string }) {
  // The service escapes record text and adds only <mark> (see types.ts ContentSearchHit.titleHtml).
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function ContentResult({ hit, locale, headingLevel }: { hit: ContentSearchHit; locale: Locale; headingLevel: HeadingLevel }) {
  const heading = `h${headingLevel}` as const;
  if (hit.type === 'blog') {
    const date = hit.date === null ? null : formatSearchDate(hit.date, LOCALE_OPTIONS[locale].htmlLang);
    return (
      <article className={`${styles.result} ${styles.blog}`} data-result-type="blog" data-object-id={hit.objectID}>
        {hit.image === null ? (
          <div className={styles.placeholder} aria-hidden="true" />
        ) : (
          // Record images may be any host's (Algolia mode); a plain img keeps next/image's allowlist out of it.
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.thumb} src={hit.image} alt="" width={160} height={120} loading="lazy" />
        )}
        <div>
          {hit.label === '' ? null : <p className={styles.label}>{hit.label}</p>}
          <Html as={heading} html={hit.titleHtml} className={styles.resultTitle} />
          {date === null ? null : <p className={styles.date}>{date}</p>}
          <Link className={styles.more} href={localizeResultUrl(hit.url, locale)}>
            Read Article<span className="visually-hidden">: {hit.title}</span>
          </Link>
        </div>
      </article>
    );
  }
  const href = hit.type === 'faq' ? faqHref(hit.objectID, locale) : localizeResultUrl(hit.url, locale);
  return (
    <article className={styles.result} data-result-type={hit.type} data-object-id={hit.objectID}>
      <Html as={heading} html={hit.titleHtml} className={styles.resultTitle} />
      <Html as="p" html={excerpt(hit.contentHtml)} className={styles.excerpt} />
      <Link className={styles.more} href={href}>
        {hit.type === 'faq' ? 'Read FAQ' : 'Read Page'}
        <span className="visually-hidden">: {hit.title}</span>
      </Link>
    </article>
  );
}

export function ProductResults({
  hits,
  brands,
  locale,
  headingLevel,
}: {
  hits: readonly ProductSearchHit[];
  brands: readonly CardBrand[];
  locale: Locale;
  headingLevel: HeadingLevel;
}) {
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const whereToBuyHref = localizePath('/where-to-buy', locale);
  const products = hits.map(productFromSearchHit);
  const ratings = useRatingSummaries(products.flatMap((p) => (p.bazaarvoiceProductId ? [p.bazaarvoiceProductId] : [])));
  return (
    <ul className={styles.products} aria-label="products">
      {hits.map((hit, i) => {
        const product = products[i] ?? productFromSearchHit(hit);
        const rating = product.bazaarvoiceProductId ? (ratings.get(product.bazaarvoiceProductId) ?? null) : null;
        const card = toProductCardData(product, brandById.get(product.brand) ?? null, rating);
        return (
          <li key={hit.objectID}>
            <ProductCard product={card} whereToBuyHref={whereToBuyHref} headingLevel={headingLevel} />
          </li>
        );
      })}
    </ul>
  );
}
