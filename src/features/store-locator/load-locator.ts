/**
 * Everything the /where-to-buy page (and its embeddable frame) shows, computed on the server from
 * the query: the validated params, the preselected product, the place searched, nearby stores or
 * online retailers, and messages for anything that could not be used. Never throws for bad input.
 */
import 'server-only';
import type { Locale } from '@/config/constants';
import { respell } from '@/domain/locale/spelling';
import { catalogService } from '@/services/catalog';
import {
  parseLocatorParams,
  storeLocatorService,
  type OnlineRetailer,
  type ResolvedPlace,
  type StoreWithDistance,
} from '@/services/store-locator';
import type { RawSearchParams } from '@/services/store-locator/search-params';

/** How the results heading names the visitor's own position ("3 stores near your location"). */
const YOUR_LOCATION = 'your location';

type LocatorProductOption = {
  readonly id: string;
  readonly name: string;
  /** The UPC the option submits: the preselected size for the preselected product, else the first size. */
  readonly upc: string;
};

export type LocatorState = {
  readonly locale: Locale;
  readonly query: string | null;
  readonly online: boolean;
  readonly product: (LocatorProductOption & { readonly size: string | null }) | null;
  readonly productOptions: readonly LocatorProductOption[];
  /** Messages about ignored params (bad UPC, unknown UPC, bad ons, overlong query). */
  readonly messages: readonly string[];
  readonly place: ResolvedPlace | null;
  /** True when a query was given but no place matched it. */
  readonly placeNotFound: boolean;
  readonly stores: readonly StoreWithDistance[];
  readonly retailers: readonly OnlineRetailer[];
  readonly examples: { readonly postalCode: string; readonly city: string };
};

export async function loadLocatorState(locale: Locale, raw: RawSearchParams): Promise<LocatorState> {
  const params = parseLocatorParams(raw);
  const catalog = catalogService();
  const locator = storeLocatorService();
  const messages = [...params.messages];

  const products = await catalog.products({ locale });
  const match = params.upc ? await catalog.productByUpc(params.upc) : undefined;
  const selected = match && match.product.locales.includes(locale) ? match : undefined;
  if (params.upc && !selected) {
    messages.push(`We couldn't find a product with the code ${params.upc} here, so stores for all our products are shown.`);
  }

  const productOptions = products.map((p) => ({
    id: p.id,
    name: p.name,
    upc: selected?.product.id === p.id ? selected.size.upc : (p.sizesAndUPCs[0]?.upc ?? ''),
  }));
  const upcs = selected ? selected.product.sizesAndUPCs.map((s) => s.upc) : undefined;
  const filter = upcs ? { upcs } : {};

  const place = params.online
    ? null
    : params.query
      ? ((await locator.findPlace(locale, params.query)) ?? null)
      : params.position
        ? { ...params.position, label: YOUR_LOCATION, matchedBy: 'position' as const }
        : null;
  const [stores, retailers, examples] = await Promise.all([
    place ? locator.storesNear(locale, place, filter) : Promise.resolve([]),
    params.online ? locator.onlineRetailers(locale, filter) : Promise.resolve([]),
    locator.examplePlaces(locale),
  ]);

  return {
    locale,
    query: params.query,
    online: params.online,
    product: selected ? { id: selected.product.id, name: selected.product.name, upc: selected.size.upc, size: selected.size.size } : null,
    productOptions,
    // Messages are written once in American spelling; each locale reads its own.
    messages: messages.map((m) => respell(m, locale)),
    place,
    placeNotFound: params.query !== null && !params.online && place === null,
    stores,
    retailers,
    examples,
  };
}
