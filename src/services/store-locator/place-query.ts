/**
 * Resolves what a visitor typed into the locator's search box to a place in the fixture geodata:
 * a postal code (spaces and case ignored; a UK or Canadian outward code like "M5V" or "SE1" matches
 * its first full code; a US ZIP+4 matches its ZIP) or a city name (accents, case and a trailing
 * ", region" ignored).
 */
import type { GeoPlace, ResolvedPlace } from './types';

const compact = (s: string) => s.replace(/[\s-]+/g, '').toUpperCase();
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * @example findPlaceIn(places, 'm5v 2t6') // { label: 'M5V 2T6, Toronto, ON', matchedBy: 'postal-code', … }
 * @example findPlaceIn(places, 'montreal, qc') // { label: 'Montréal, QC', matchedBy: 'city', … }
 */
export function findPlaceIn(places: readonly GeoPlace[], query: string): ResolvedPlace | undefined {
  const raw = query.trim();
  if (raw === '') return undefined;
  const code = compact(raw);
  const zip = /^\d{5}\d{4}$/.test(code) ? code.slice(0, 5) : code;
  for (const place of places) {
    for (const pc of place.postalCodes) {
      const full = compact(pc.code);
      // Outward codes are 2 to 4 characters; anything shorter is too vague to place anyone.
      if (full === zip || (zip.length >= 2 && zip.length <= 4 && /[A-Z]/.test(zip) && pc.code.toUpperCase().split(' ')[0] === zip)) {
        return { lat: pc.lat, lng: pc.lng, label: `${pc.code}, ${place.city}, ${place.region}`, matchedBy: 'postal-code' };
      }
    }
  }
  const cityPart = fold(raw.split(',')[0] ?? '');
  for (const place of places) {
    if (fold(place.city) === cityPart) {
      return { lat: place.lat, lng: place.lng, label: `${place.city}, ${place.region}`, matchedBy: 'city' };
    }
  }
  return undefined;
}
