/**
 * The local store locator (§2 /where-to-buy), server-rendered from the query so it works before
 * (and without) JavaScript: a GET form searches by postal code or city and filters by product;
 * `ons=1` shows the buy-online view; `sc-upc` preselects the product. Used by the page and by the
 * embeddable frame the store-locator modal shows.
 */
import Link from 'next/link';
import { STORE_LOCATOR } from '@/config/constants';
import type { Locale } from '@/config/constants';
import { directionsUrl } from '@/services/store-locator/directions';
import { formatDistance } from '@/services/store-locator/geo';
import { formatOpeningHours } from '@/services/store-locator/hours';
import type { StoreWithDistance } from '@/services/store-locator/types';
import type { LocatorState } from './load-locator';
import { LocatorAnalytics } from './locator-analytics';
import styles from './store-locator.module.css';
import { UseMyLocation } from './use-my-location';

const NEW_TAB_NOTE = '(opens in a new tab)';

function href(basePath: string, params: Record<string, string | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${basePath}?${s}` : basePath;
}

function retailerUrl(url: string, upc: string | null): string {
  if (!upc) return url;
  const u = new URL(url);
  u.searchParams.set('upc', upc);
  return u.toString();
}

export function StoreLocatorView({
  state,
  basePath,
  brand,
  embedded = false,
}: {
  readonly state: LocatorState;
  /** The localized path the locator's links and form point at (/where-to-buy or its embed). */
  readonly basePath: string;
  readonly brand: string;
  readonly embedded?: boolean;
}) {
  const upc = state.product?.upc ?? null;
  const productId = state.product?.id ?? '';
  return (
    <LocatorAnalytics className={embedded ? `${styles.locator} ${styles.embedded}` : styles.locator}>
      {state.messages.length > 0 ? (
        <div className={styles.notice} role="status">
          {state.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}

      <nav aria-label="How to buy" className={styles.modes}>
        <Link href={href(basePath, { 'sc-upc': upc })} aria-current={state.online ? undefined : 'page'} className={styles.mode}>
          Find a store
        </Link>
        <Link
          href={href(basePath, { ons: '1', 'sc-upc': upc })}
          aria-current={state.online ? 'page' : undefined}
          className={styles.mode}
          data-track="buy-online"
          data-upc={upc ?? ''}
          data-product-id={productId}
        >
          Buy online
        </Link>
      </nav>

      {state.online ? <OnlineView state={state} brand={brand} embedded={embedded} /> : <StoreView state={state} basePath={basePath} />}
    </LocatorAnalytics>
  );
}

function StoreView({ state, basePath }: { readonly state: LocatorState; readonly basePath: string }) {
  const productName = state.product?.name;
  return (
    <>
      <form method="get" action={basePath} role="search" aria-label="Find a store" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="locator-q">Postal code or city</label>
          <input
            id="locator-q"
            name="q"
            type="text"
            defaultValue={state.query ?? ''}
            maxLength={STORE_LOCATOR.maxQueryLength}
            autoComplete="postal-code"
            aria-describedby="locator-q-hint"
          />
          <p id="locator-q-hint" className={styles.hint}>
            For example {state.examples.postalCode} or {state.examples.city}.
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor="locator-product">Product</label>
          <select id="locator-product" name="sc-upc" defaultValue={state.product?.upc ?? ''}>
            <option value="">All products</option>
            {state.productOptions.map((p) => (
              <option key={p.id} value={p.upc}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.submit}>
          Find stores
        </button>
        <UseMyLocation basePath={basePath} />
      </form>

      <section aria-labelledby="locator-results" className={styles.results}>
        {state.place ? (
          <>
            <h2 id="locator-results">
              {state.stores.length === 0 ? 'No stores' : `${state.stores.length} ${state.stores.length === 1 ? 'store' : 'stores'}`} near{' '}
              {state.place.label}
              {productName ? ` that stock ${productName}` : ''}
            </h2>
            {state.stores.length === 0 ? (
              <p>
                None of the stores we know of within {formatDistance(STORE_LOCATOR.searchRadiusKm, state.locale)}
                {productName ? ` keeps ${productName} in its refrigerator` : ' stocks our food yet'}. Try another place, all products, or{' '}
                <Link href={href(basePath, { ons: '1', 'sc-upc': state.product?.upc ?? null })}>buy online</Link>.
              </p>
            ) : (
              <ol className={styles.stores}>
                {state.stores.map((s) => (
                  <StoreCard key={s.id} store={s} locale={state.locale} />
                ))}
              </ol>
            )}
          </>
        ) : state.placeNotFound ? (
          <>
            <h2 id="locator-results">We couldn&apos;t find &ldquo;{state.query}&rdquo;</h2>
            <p>
              Try a postal code like {state.examples.postalCode} or a city like {state.examples.city}.
            </p>
          </>
        ) : (
          <>
            <h2 id="locator-results">Search for stores near you</h2>
            <p>Enter a postal code or city, or use your location, to see the nearest stores{productName ? ` that stock ${productName}` : ''}.</p>
          </>
        )}
      </section>
    </>
  );
}

function StoreCard({ store, locale }: { readonly store: StoreWithDistance; readonly locale: Locale }) {
  return (
    <li className={styles.store} data-store-id={store.id}>
      <h3>{store.name}</h3>
      <p className={styles.distance}>{formatDistance(store.distanceKm, locale)} away</p>
      <address>
        {store.address.street}
        <br />
        {store.address.city}, {store.address.region} {store.address.postalCode}
        <br />
        <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
      </address>
      {store.hours ? (
        <div className={styles.hours} data-store-hours="">
          <h4>Opening hours</h4>
          <dl>
            {formatOpeningHours(store.hours, locale).map((line) => (
              <div key={line.days}>
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer" className={styles.directions} data-directions="">
        Directions<span className="visually-hidden"> to {store.name} {NEW_TAB_NOTE}</span>
      </a>
    </li>
  );
}

function OnlineView({ state, brand, embedded }: { readonly state: LocatorState; readonly brand: string; readonly embedded: boolean }) {
  const upc = state.product?.upc ?? null;
  const what = state.product?.name ?? brand;
  return (
    <section aria-labelledby="locator-results" className={styles.results}>
      <h2 id="locator-results">Buy {what} online</h2>
      {state.retailers.length === 0 ? (
        <p>None of our online retailers sells {what} at the moment. Try finding it in a store near you.</p>
      ) : (
        <ul className={styles.retailers}>
          {state.retailers.map((r) => (
            <li key={r.id}>
              <a
                href={retailerUrl(r.url, upc)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.retailer}
                data-track="buy-online"
                data-upc={upc ?? ''}
                data-product-id={state.product?.id ?? ''}
                data-retailer={r.id}
              >
                Buy at {r.name}
                <span className="visually-hidden"> {NEW_TAB_NOTE}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {embedded ? null : <p className={styles.hint}>Retailers set their own prices and delivery areas.</p>}
    </section>
  );
}
