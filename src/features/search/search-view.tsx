'use client';

/**
 * What the search panel and the /search page show (§2, §4): the search form (role=search, an input
 * of type search with placeholder 'search <brand>', clear and cancel), the filter chips, the
 * result heading, 'popular searches', the results with previous/next for content, and the loading
 * and failure states. It only reads the machine's snapshot and sends events.
 */
import { useId, type KeyboardEvent, type RefObject } from 'react';
import { SEARCH, type Locale, type SearchFilter } from '@/config/constants';
import type { CardBrand } from '@/ui/product-card/card-data';
import { ContentResult, ProductResults } from './search-results';
import type { SearchSend, SearchSnapshot } from './use-search-actor';
import styles from './search.module.css';

export type SearchViewProps = {
  readonly snapshot: SearchSnapshot;
  readonly send: SearchSend;
  readonly brand: string;
  readonly locale: Locale;
  readonly brands: readonly CardBrand[];
  /** The /search path in this locale (popular searches link there without scripts). */
  readonly searchPath: string;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
  /** The result heading's level: 1 on the /search page, 2 in the panel. */
  readonly headingLevel: 1 | 2;
  readonly popularSearches: readonly string[];
};

const FILTER_LABELS: Readonly<Record<SearchFilter, string>> = { all: 'all', products: 'products', faq: 'faq', pages: 'pages', blog: 'blog' };

/** §2 heading, word for word. */
function resultHeading(total: number, query: string): string {
  return `${total} result(s) for "${query}"`;
}

export function SearchView({ snapshot, send, brand, locale, brands, searchPath, inputRef, headingLevel, popularSearches }: SearchViewProps) {
  const ids = useId();
  const { context } = snapshot;
  const activeFilter: SearchFilter = context.filter ?? 'all';
  const shown = context.results;
  const response = shown?.data ?? null;
  const loading = snapshot.hasTag('loading');
  const failed = snapshot.hasTag('error');
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3';
  const itemHeading = (headingLevel + 2) as 3 | 4;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Not typing (§4), and the browser's own "Escape clears a search field" would look like typing.
      event.preventDefault();
      send({ type: 'search.type', value: event.currentTarget.value, key: 'Escape' });
    }
  };

  const content = response?.content ?? null;
  const products = response?.products ?? null;

  return (
    <div className={styles.view} aria-busy={loading}>
      <form
        role="search"
        className={styles.form}
        action={searchPath}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'search.submit' });
        }}
      >
        <input
          ref={inputRef}
          id={`${ids}-q`}
          name="q"
          type="search"
          className={styles.input}
          placeholder={`search ${brand}`}
          aria-label={`search ${brand}`}
          autoComplete="off"
          enterKeyHint="search"
          value={context.input}
          onChange={(event) => send({ type: 'search.type', value: event.currentTarget.value })}
          onKeyDown={onKeyDown}
        />
        {context.input === '' ? null : (
          <button type="button" className={styles.clear} onClick={() => send({ type: 'search.clear' })} aria-label="clear search">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <button type="button" className={styles.cancel} onClick={() => send({ type: 'search.close' })}>
          cancel
        </button>
      </form>

      <div className={styles.body}>
        <div className={styles.chips} role="group" aria-label="filter results">
          {SEARCH.filters.map((filter) => (
            <button
              key={filter}
              type="button"
              className={styles.chip}
              aria-pressed={filter === activeFilter}
              onClick={() => send({ type: 'search.filter', filter })}
            >
              {FILTER_LABELS[filter]}
            </button>
          ))}
        </div>

        <p className={styles.status} role="status" aria-live="polite">
          {loading ? 'searching…' : ''}
        </p>

        {failed ? (
          <div className={styles.failed}>
            <p>Search isn’t available right now. Please try again.</p>
            <button type="button" className={styles.retry} onClick={() => send({ type: 'search.retry' })}>
              retry
            </button>
          </div>
        ) : null}

        {response === null || shown === null ? (
          headingLevel === 1 ? (
            <Heading className={styles.heading}>search</Heading>
          ) : null
        ) : (
          <section aria-labelledby={`${ids}-results`} className={loading ? styles.stale : undefined}>
            <Heading id={`${ids}-results`} className={styles.heading}>
              {resultHeading(response.total, shown.query)}
            </Heading>
            {content !== null && content.hits.length > 0 ? (
              <>
                <SubHeading className="visually-hidden">articles, pages and FAQs</SubHeading>
                <div className={styles.contentResults}>
                  {content.hits.map((hit) => (
                    <ContentResult key={hit.objectID} hit={hit} locale={locale} headingLevel={itemHeading} />
                  ))}
                </div>
                <nav className={styles.pager} aria-label="content results pages">
                  <button
                    type="button"
                    disabled={content.page <= 1 || loading}
                    onClick={() => send({ type: 'search.page', page: content.page - 1 })}
                  >
                    previous
                  </button>
                  <span>
                    page {content.page} of {Math.max(1, content.nbPages)}
                  </span>
                  <button
                    type="button"
                    disabled={content.page >= content.nbPages || loading}
                    onClick={() => send({ type: 'search.page', page: content.page + 1 })}
                  >
                    next
                  </button>
                </nav>
              </>
            ) : null}
            {products !== null && products.hits.length > 0 ? (
              <>
                <SubHeading className={styles.subheading}>products</SubHeading>
                <ProductResults hits={products.hits} brands={brands} locale={locale} headingLevel={itemHeading} />
              </>
            ) : null}
            {response.total === 0 ? <p className={styles.empty}>Nothing matched. Try another word, or one of the popular searches.</p> : null}
          </section>
        )}

        <section aria-labelledby={`${ids}-popular`} className={styles.popular}>
          <SubHeading id={`${ids}-popular`} className={styles.subheading}>
            popular searches
          </SubHeading>
          <ul>
            {popularSearches.map((suggestion) => (
              <li key={suggestion}>
                <a
                  href={`${searchPath}?q=${encodeURIComponent(suggestion)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    send({ type: 'search.type', value: suggestion, key: 'Enter' });
                  }}
                >
                  {suggestion}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
