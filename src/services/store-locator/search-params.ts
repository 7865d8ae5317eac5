/**
 * The /where-to-buy query (§2: `ons=1` buy online, `sc-upc={upc}` preselects a product, plus the
 * place search `q` and the visitor's own position `lat`/`lng` from "Use my location"), validated. Anything a visitor can type into the address bar ends up here, so
 * nothing throws: a bad value becomes a message for the page and the value is ignored.
 */
import { STORE_LOCATOR } from '@/config/constants';
import { upcAFromCode } from '@/domain/product/upc';
import type { LatLng } from './types';

export type RawSearchParams = Readonly<Record<string, string | readonly string[] | undefined>>;

export type LocatorParams = {
  /** The place searched for, trimmed; null when none. */
  readonly query: string | null;
  /** A well-formed UPC-A, also when given as its EAN-13 (whether the catalog knows it is the page's question); null when none. */
  readonly upc: string | null;
  /**
   * The visitor's position (lat/lng, rounded); null when absent or unusable. A typed place `q`
   * is the more deliberate choice, so when both are given the position is not used.
   */
  readonly position: LatLng | null;
  /** ons=1: the buy-online view. */
  readonly online: boolean;
  /** Human-readable notes about values that were ignored. */
  readonly messages: readonly string[];
};

const first = (v: string | readonly string[] | undefined): string | undefined => (typeof v === 'string' ? v : v?.[0]);

/** Rounds a coordinate to the decimals a position keeps in the address bar. */
const roundCoordinate = (n: number) => Number(n.toFixed(STORE_LOCATOR.positionDecimals));

/** A plain decimal number (no exponent, hex, Infinity or blank, which Number() would accept). */
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,12})?$/;

function parsePosition(rawLat: string | undefined, rawLng: string | undefined): LatLng | null | 'invalid' {
  if (rawLat === undefined && rawLng === undefined) return null;
  const lat = rawLat?.trim() ?? '';
  const lng = rawLng?.trim() ?? '';
  if (!DECIMAL.test(lat) || !DECIMAL.test(lng)) return 'invalid';
  const position = { lat: Number(lat), lng: Number(lng) };
  if (Math.abs(position.lat) > 90 || Math.abs(position.lng) > 180) return 'invalid';
  return { lat: roundCoordinate(position.lat), lng: roundCoordinate(position.lng) };
}

/**
 * @example parseLocatorParams({ q: ' 97205 ', 'sc-upc': '084219200116', ons: '1' })
 *   // { query: '97205', upc: '084219200116', position: null, online: true, messages: [] }
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

  const parsedPosition = parsePosition(first(params.lat), first(params.lng));
  if (parsedPosition === 'invalid') {
    messages.push('The position in the address (lat and lng) is not one we can use, so no stores are listed for it. Search by postal code or city, or use your location again.');
  }
  const position = parsedPosition === 'invalid' || query !== null ? null : parsedPosition;

  return { query, upc, position, online: rawOns === '1', messages };
}

/**
 * The locator's address for stores near a position (what "Use my location" opens), keeping the
 * chosen product; the position is rounded first, so the full-precision fix never leaves the page.
 *
 * @example positionSearchHref('/where-to-buy', { lat: 47.60621, lng: -122.33207 }, '084219200116')
 *   // '/where-to-buy?lat=47.606&lng=-122.332&sc-upc=084219200116'
 */
export function positionSearchHref(basePath: string, position: LatLng, upc: string | null): string {
  const q = new URLSearchParams({ lat: String(roundCoordinate(position.lat)), lng: String(roundCoordinate(position.lng)) });
  if (upc) q.set('sc-upc', upc);
  return `${basePath}?${q.toString()}`;
}
