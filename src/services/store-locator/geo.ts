/**
 * Distances for the store locator: great-circle (haversine) distance, sorting by it, and display in
 * the locale's unit. Pure, so the ordering rule is unit-tested.
 */
import { STORE_LOCATOR, type Locale } from '@/config/constants';
import type { LatLng } from './types';

/** Mean Earth radius (IUGG), the usual radius for haversine distances. */
const EARTH_RADIUS_KM = 6371.0088;

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The great-circle distance between two points in kilometres.
 *
 * @example haversineKm({ lat: 51.5074, lng: -0.1278 }, { lat: 53.4808, lng: -2.2426 }); // ≈ 262.0
 */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against h creeping past 1 by rounding for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Items with their distance from `origin`, nearest first; equal distances keep a stable order by id
 * so the list never reshuffles between renders.
 *
 * @example sortByDistance({ lat: 0, lng: 0 }, [{ id: 'far', lat: 0, lng: 2 }, { id: 'near', lat: 0, lng: 1 }]).map((s) => s.id); // ['near', 'far']
 */
export function sortByDistance<T extends LatLng & { readonly id: string }>(origin: LatLng, items: readonly T[]): Array<T & { distanceKm: number }> {
  return items
    .map((item) => ({ ...item, distanceKm: haversineKm(origin, item) }))
    .sort((x, y) => x.distanceKm - y.distanceKm || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}

/** Miles in the US and the UK, kilometres in Canada. */
function distanceUnit(locale: Locale): 'mi' | 'km' {
  return locale === 'en-ca' ? 'km' : 'mi';
}

/**
 * A distance as shown beside a store, one decimal.
 *
 * @example formatDistance(16.09344, 'en-us'); // '10.0 mi'
 * @example formatDistance(3.21, 'en-ca'); // '3.2 km'
 */
export function formatDistance(km: number, locale: Locale): string {
  const unit = distanceUnit(locale);
  const value = unit === 'mi' ? km / STORE_LOCATOR.kmPerMile : km;
  return `${value.toFixed(1)} ${unit}`;
}
