import { describe, expect, it } from 'vitest';
import { STORE_LOCATOR } from '@/config/constants';
import { formatDistance, haversineKm, sortByDistance } from '@/services/store-locator/geo';
import { findPlaceIn } from '@/services/store-locator/place-query';
import { parseLocatorParams, positionSearchHref } from '@/services/store-locator/search-params';
import { directionsUrl } from '@/services/store-locator/directions';
import { formatClock, formatOpeningHours } from '@/services/store-locator/hours';
import { storeFixtureSchema } from '@/services/store-locator/schema';
import type { OpeningHours } from '@/services/store-locator/types';
import storesUs from '@fixtures/stores/en-us.json';
import storesCa from '@fixtures/stores/en-ca.json';
import storesGb from '@fixtures/stores/en-gb.json';
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
      position: null,
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

describe('"Use my location": the position in the locator address', () => {
  it('lat and lng are read and rounded to about 100 m', () => {
    expect(parseLocatorParams({ lat: '47.606209', lng: '-122.332071' })).toMatchObject({ position: { lat: 47.606, lng: -122.332 }, messages: [] });
  });
  it('a typed place wins over a position', () => {
    expect(parseLocatorParams({ q: 'Leeds', lat: '47.6', lng: '-122.3' })).toMatchObject({ query: 'Leeds', position: null, messages: [] });
  });
  it('a half, malformed or out-of-range position is ignored with a message, never an error', () => {
    for (const bad of [{ lat: '47.6' }, { lat: 'abc', lng: '1' }, { lat: '91', lng: '0' }, { lat: '0', lng: '180.5' }, { lat: '1e2', lng: '0' }, { lat: 'Infinity', lng: '0' }, { lat: '', lng: '' }]) {
      const parsed = parseLocatorParams(bad);
      expect(parsed.position, JSON.stringify(bad)).toBeNull();
      expect(parsed.messages, JSON.stringify(bad)).toEqual([expect.stringMatching(/position in the address \(lat and lng\) is not one we can use/)]);
    }
  });
  it('the address "Use my location" opens keeps the product and never the full-precision fix', () => {
    expect(positionSearchHref('/en-gb/where-to-buy', { lat: 51.507351, lng: -0.127758 }, '084219200116')).toBe('/en-gb/where-to-buy?lat=51.507&lng=-0.128&sc-upc=084219200116');
    expect(positionSearchHref('/where-to-buy/embed', { lat: 47.6062, lng: -122.3321 }, null)).toBe('/where-to-buy/embed?lat=47.606&lng=-122.332');
    const back = parseLocatorParams(Object.fromEntries(new URL(positionSearchHref('/w', { lat: -33.86785, lng: 151.20732 }, null), 'http://x').searchParams));
    expect(back.position).toEqual({ lat: -33.868, lng: 151.207 });
  });
  it('stores near a position come nearest first, as for a typed place', async () => {
    const stores = await localStoreLocator().storesNear('en-us', { lat: 47.606, lng: -122.332 });
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s) => s.distanceKm <= STORE_LOCATOR.searchRadiusKm)).toBe(true);
    expect(stores[0]?.address.city).toBe('Seattle');
  });
});

describe('directions link', () => {
  it('routes to the store by its coordinates with the documented Google Maps URL', () => {
    const url = new URL(directionsUrl({ lat: 47.6101, lng: -122.2015 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('47.6101,-122.2015');
    expect([...url.searchParams.keys()].sort()).toEqual(['api', 'destination']);
  });
});

const NBSP = '\u00a0';
const open = (opens: string, closes: string) => ({ opens, closes });
const weekOf = (weekdays: { opens: string; closes: string } | null, sat: typeof weekdays, sun: typeof weekdays): OpeningHours => ({
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat,
  sun,
});

describe('opening hours', () => {
  it('12-hour clock in the US, with a.m./p.m. in Canada; 24-hour in the UK', () => {
    expect(formatClock('08:00', 'en-us')).toBe(`8${NBSP}AM`);
    expect(formatClock('21:30', 'en-us')).toBe(`9:30${NBSP}PM`);
    expect(formatClock('12:00', 'en-us')).toBe(`12${NBSP}PM`);
    expect(formatClock('00:30', 'en-us')).toBe(`12:30${NBSP}AM`);
    expect(formatClock('17:30', 'en-ca')).toBe(`5:30${NBSP}p.m.`);
    expect(formatClock('08:00', 'en-gb')).toBe('08:00');
    expect(formatClock('17:30', 'en-gb')).toBe('17:30');
    for (const locale of ['en-us', 'en-ca', 'en-gb'] as const) expect(formatClock('24:00', locale)).toBe('midnight');
  });
  it('consecutive days with the same hours share a line; closed days say Closed', () => {
    expect(formatOpeningHours(weekOf(open('09:00', '17:30'), open('09:00', '17:30'), null), 'en-gb')).toEqual([
      { days: 'Mon–Sat', hours: '09:00–17:30' },
      { days: 'Sun', hours: 'Closed' },
    ]);
    expect(formatOpeningHours(weekOf(open('09:30', '21:00'), open('09:00', '19:00'), open('11:00', '17:00')), 'en-us')).toEqual([
      { days: 'Mon–Fri', hours: `9:30${NBSP}AM–9${NBSP}PM` },
      { days: 'Sat', hours: `9${NBSP}AM–7${NBSP}PM` },
      { days: 'Sun', hours: `11${NBSP}AM–5${NBSP}PM` },
    ]);
  });
  it('the same hours all week are one line; round the clock is "Open 24 hours"', () => {
    expect(formatOpeningHours(weekOf(open('08:00', '22:00'), open('08:00', '22:00'), open('08:00', '22:00')), 'en-ca')).toEqual([
      { days: 'Every day', hours: `8${NBSP}a.m.–10${NBSP}p.m.` },
    ]);
    expect(formatOpeningHours(weekOf(open('00:00', '24:00'), open('00:00', '24:00'), open('10:00', '16:00')), 'en-gb')).toEqual([
      { days: 'Mon–Sat', hours: 'Open 24 hours' },
      { days: 'Sun', hours: '10:00–16:00' },
    ]);
  });
  it('the fixture schema refuses hours that close before they open or are not HH:MM', () => {
    const store = { id: 's', name: 'S', chain: 'C', address: { street: '1 A St', city: 'X', region: 'Y', postalCode: 'Z' }, lat: 0, lng: 0, phone: '1', upcs: [] };
    const withHours = (mon: unknown) => storeFixtureSchema.safeParse({ stores: [{ ...store, hours: { ...weekOf(null, null, null), mon } }], online: [] }).success;
    expect(withHours(open('09:00', '17:00'))).toBe(true);
    expect(withHours(null)).toBe(true);
    expect(withHours(open('17:00', '09:00'))).toBe(false);
    expect(withHours(open('9:00', '17:00'))).toBe(false);
    expect(withHours(open('24:00', '24:00'))).toBe(false);
    expect(storeFixtureSchema.safeParse({ stores: [store], online: [] }).success).toBe(true);
  });
  it('each locale has stores with hours and stores without (whose cards then show none)', () => {
    for (const fixture of [storesUs, storesCa, storesGb]) {
      const stores = storeFixtureSchema.parse(fixture).stores;
      expect(stores.some((s) => s.hours !== undefined)).toBe(true);
      expect(stores.some((s) => s.hours === undefined)).toBe(true);
    }
  });
});
