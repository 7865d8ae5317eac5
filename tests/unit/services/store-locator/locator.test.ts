import { describe, expect, it } from 'vitest';
import { STORE_LOCATOR } from '@/config/constants';
import { formatDistance, haversineKm, sortByDistance } from '@/services/store-locator/geo';
import { findPlaceIn } from '@/services/store-locator/place-query';
import { parseLocatorParams } from '@/services/store-locator/search-params';
import { localStoreLocator } from '@/services/store-locator/local';
import type { GeoPlace } from '@/services/store-locator/types';

const PLACES: GeoPlace[] = [
  { city: 'Toronto', region: 'ON', lat: 43.65, lng: -79.38, postalCodes: [{ code: 'M5V 2T6', lat: 43.64, lng: -79.39 }] },
  { city: 'Montréal', region: 'QC', lat: 45.5, lng: -73.57, postalCodes: [{ code: 'H2X 1Y4', lat: 45.51, lng: -73.56 }] },
  { city: 'Portland', region: 'OR', lat: 45.52, lng: -122.68, postalCodes: [{ code: '97205', lat: 45.52, lng: -122.69 }] },
];

describe('haversine distance', () => {
  it('London to Manchester is about 262 km (the published great-circle distance)', () => {
    expect(haversineKm({ lat: 51.5074, lng: -0.1278 }, { lat: 53.4808, lng: -2.2426 })).toBeCloseTo(262, 0);
  });
  it('a point is zero from itself and distance is symmetric', () => {
    const a = { lat: 45.5, lng: -73.57 };
    const b = { lat: 43.65, lng: -79.38 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });
  it('antipodal points are half the circumference apart, never NaN', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('sorting stores by distance', () => {
  it('nearest first, ties broken by id', () => {
    const sorted = sortByDistance({ lat: 0, lng: 0 }, [
      { id: 'far', lat: 0, lng: 2 },
      { id: 'b-tie', lat: 0, lng: 1 },
      { id: 'a-tie', lat: 0, lng: -1 },
    ]);
    expect(sorted.map((s) => s.id)).toEqual(['a-tie', 'b-tie', 'far']);
    expect(sorted[0]?.distanceKm).toBeGreaterThan(0);
  });
  it('distances show in miles in the US and UK and in kilometres in Canada', () => {
    expect(formatDistance(STORE_LOCATOR.kmPerMile * 10, 'en-us')).toBe('10.0 mi');
    expect(formatDistance(STORE_LOCATOR.kmPerMile * 10, 'en-gb')).toBe('10.0 mi');
    expect(formatDistance(3.21, 'en-ca')).toBe('3.2 km');
  });
});

describe('place search', () => {
  it('a postal code matches whatever its spacing and case', () => {
    expect(findPlaceIn(PLACES, 'm5v2t6')?.label).toBe('M5V 2T6, Toronto, ON');
    expect(findPlaceIn(PLACES, ' 97205 ')?.matchedBy).toBe('postal-code');
  });
  it('a UK or Canadian outward code matches its area; a ZIP+4 matches its ZIP', () => {
    expect(findPlaceIn(PLACES, 'M5V')?.label).toBe('M5V 2T6, Toronto, ON');
    expect(findPlaceIn(PLACES, '97205-1234')?.label).toBe('97205, Portland, OR');
  });
  it('a city matches without accents, case or region', () => {
    expect(findPlaceIn(PLACES, 'montreal, qc')).toMatchObject({ label: 'Montréal, QC', matchedBy: 'city' });
    expect(findPlaceIn(PLACES, 'TORONTO')?.matchedBy).toBe('city');
  });
  it('an unknown place or an empty query finds nothing', () => {
    expect(findPlaceIn(PLACES, 'Atlantis')).toBeUndefined();
    expect(findPlaceIn(PLACES, '   ')).toBeUndefined();
    expect(findPlaceIn(PLACES, 'M')).toBeUndefined();
  });
});

describe('/where-to-buy search params', () => {
  it('reads q, sc-upc and ons=1', () => {
    expect(parseLocatorParams({ q: ' 97205 ', 'sc-upc': '0 84219 20011 6', ons: '1' })).toEqual({
      query: '97205',
      upc: '084219200116',
      online: true,
      messages: [],
    });
  });
  it('a malformed UPC or check digit is ignored with a message', () => {
    for (const bad of ['abc', '084219200117', '<script>']) {
      const parsed = parseLocatorParams({ 'sc-upc': bad });
      expect(parsed.upc).toBeNull();
      expect(parsed.messages).toHaveLength(1);
    }
  });
  it('sc-upc given as an EAN-13 names the same product as its UPC-A', () => {
    expect(parseLocatorParams({ 'sc-upc': '0084219200116' })).toMatchObject({ upc: '084219200116', messages: [] });
    expect(parseLocatorParams({ 'sc-upc': '0 084219 200116' }).upc).toBe('084219200116');
    // An EAN-13 that does not start with 0 is no UPC-A, so no product of ours.
    expect(parseLocatorParams({ 'sc-upc': '5012345678900' }).upc).toBeNull();
  });
  it('an ons value other than 1 or 0 is ignored with a message', () => {
    const parsed = parseLocatorParams({ ons: 'yes' });
    expect(parsed.online).toBe(false);
    expect(parsed.messages[0]).toMatch(/ons/);
  });
  it('an overlong query is refused with a message; repeated params take the first', () => {
    expect(parseLocatorParams({ q: 'x'.repeat(STORE_LOCATOR.maxQueryLength + 1) })).toMatchObject({ query: null });
    expect(parseLocatorParams({ q: ['Leeds', 'York'] }).query).toBe('Leeds');
  });
});

describe('the local locator over the fixtures', () => {
  const locator = localStoreLocator();
  it('finds stores near a fixture postal code and city, nearest first and within the radius', async () => {
    for (const [locale, query] of [
      ['en-us', '97205'],
      ['en-ca', 'Toronto'],
      ['en-gb', 'SE1 7PB'],
    ] as const) {
      const place = await locator.findPlace(locale, query);
      expect(place, `${locale} ${query}`).toBeDefined();
      if (!place) continue;
      const stores = await locator.storesNear(locale, place);
      expect(stores.length).toBeGreaterThan(0);
      expect(stores.length).toBeLessThanOrEqual(STORE_LOCATOR.maxResults);
      const distances = stores.map((s) => s.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(STORE_LOCATOR.searchRadiusKm);
    }
  });
  it('filtering by a product lists only stores that stock its UPC', async () => {
    const place = await locator.findPlace('en-us', 'Portland');
    if (!place) throw new Error('no Portland');
    const all = await locator.storesNear('en-us', place);
    const upc = all[0]?.upcs[0];
    if (!upc) throw new Error('no stocked UPC');
    const stocking = await locator.storesNear('en-us', place, { upcs: [upc] });
    expect(stocking.every((s) => s.upcs.includes(upc))).toBe(true);
  });
  it('online retailers link only to reserved example domains', async () => {
    for (const locale of ['en-us', 'en-ca', 'en-gb'] as const) {
      for (const r of await locator.onlineRetailers(locale)) expect(new URL(r.url).hostname).toMatch(/\.example$/);
    }
  });
});
