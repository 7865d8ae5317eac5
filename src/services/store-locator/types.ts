/**
 * The store locator's types (§2 /where-to-buy, §1 "find where to buy"). The local implementation
 * answers from fixture stores; the commerce service's widget replaces the whole locator when it is
 * configured, so this interface is the local locator's, not a vendor's.
 */
import type { z } from 'zod';
import type { Locale } from '@/config/constants';
import type { DeepReadonly } from '@/domain/deep-readonly';
import type { geoPlaceSchema, onlineRetailerSchema, openingHoursSchema, storeSchema } from './schema';

export type LatLng = { readonly lat: number; readonly lng: number };

/** A city with its centre and postal codes (fixture geodata). */
export type GeoPlace = DeepReadonly<z.infer<typeof geoPlaceSchema>>;

/** A store: its address, position and the UPC-A codes it keeps in its refrigerator. */
export type Store = DeepReadonly<z.infer<typeof storeSchema>>;

/** A store's usual week of opening hours (null: closed that day). */
export type OpeningHours = DeepReadonly<z.infer<typeof openingHoursSchema>>;

/** A retailer that sells online (§2 ons=1, buy online). Its URL is only ever a link. */
export type OnlineRetailer = DeepReadonly<z.infer<typeof onlineRetailerSchema>>;

export type StoreWithDistance = Store & { readonly distanceKm: number };

/**
 * What a place query resolved to, in words for the results heading; `position` is the visitor's
 * own, from "Use my location".
 */
export type ResolvedPlace = LatLng & { readonly label: string; readonly matchedBy: 'postal-code' | 'city' | 'position' };

type StockFilter = { readonly upcs?: readonly string[] };

export interface StoreLocatorService {
  /** A postal code (whole, or a UK/Canadian outward code) or a city name; undefined when unknown. */
  findPlace(locale: Locale, query: string): Promise<ResolvedPlace | undefined>;
  /**
   * Stores within the search radius, nearest first; with `upcs`, only those stocking at least one
   * of them (a product's sizes: a shopper looking for a recipe takes whichever size is there).
   */
  storesNear(locale: Locale, point: LatLng, options?: StockFilter): Promise<readonly StoreWithDistance[]>;
  /** Online retailers; with `upcs`, only those selling at least one of them. */
  onlineRetailers(locale: Locale, options?: StockFilter): Promise<readonly OnlineRetailer[]>;
  /** Example places to suggest (the first postal code and city of the locale's geodata). */
  examplePlaces(locale: Locale): Promise<{ readonly postalCode: string; readonly city: string }>;
}
