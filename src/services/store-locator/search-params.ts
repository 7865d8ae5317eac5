/**
 * The /where-to-buy query (§2: `ons=1` buy online, `sc-upc={upc}` preselects a product, plus the
 * place search `q`), validated. Anything a visitor can type into the address bar ends up here, so
 * nothing throws: a bad value becomes a message for the page and the value is ignored.
 */
import { STORE_LOCATOR } from '@/config/constants';
import { upcAFromCode } from '@/domain/product/upc';

export type RawSearchParams = Readonly<Record<string, string | readonly string[] | undefined>>;

export type LocatorParams = {
  /** The place searched for, trimmed; null when none. */
  readonly query: string | null;
  /** A well-formed UPC-A, also when given as its EAN-13 (whether the catalog knows it is the page's question); null when none. */
  readonly upc: string | null;
  /** ons=1: the buy-online view. */
  readonly online: boolean;
  /** Human-readable notes about values that were ignored. */
  readonly messages: readonly string[];
};

const first = (v: string | readonly string[] | undefined): string | undefined => (typeof v === 'string' ? v : v?.[0]);

/**
 * @example parseLocatorParams({ q: ' 97205 ', 'sc-upc': '084219200116', ons: '1' })
 *   // { query: '97205', upc: '084219200116', online: true, messages: [] }
 * @example parseLocatorParams({ 'sc-upc': 'abc' }).messages
 *   // ['"abc" is not a product code (UPC or EAN) we recognize, so all products are shown.']
 */
export function parseLocatorParams(params: RawSearchParams): LocatorParams {
  const messages: string[] = [];

  let query: string | null = null;
  const rawQ = first(params.q);
  if (rawQ !== undefined) {
    // Control characters never belong in a place name; strip them rather than reject.
    const q = rawQ.replace(/\p{Cc}+/gu, ' ').trim();
    if (q.length > STORE_LOCATOR.maxQueryLength) {
      messages.push(`Please search for a postal code or city of at most ${STORE_LOCATOR.maxQueryLength} characters.`);
    } else if (q !== '') {
      query = q;
    }
  }

  let upc: string | null = null;
  const rawUpc = first(params['sc-upc']);
  if (rawUpc !== undefined && rawUpc.trim() !== '') {
    // UK links and shoppers give the EAN-13; it names the same product as the UPC-A it extends.
    const clean = upcAFromCode(rawUpc);
    if (clean !== null) upc = clean;
    else messages.push(`"${rawUpc.slice(0, 40)}" is not a product code (UPC or EAN) we recognize, so all products are shown.`);
  }

  const rawOns = first(params.ons);
  if (rawOns !== undefined && rawOns !== '1' && rawOns !== '0' && rawOns !== '') {
    messages.push('The buy-online switch (ons) can only be 1 or 0, so stores near you are shown.');
  }

  return { query, upc, online: rawOns === '1', messages };
}
