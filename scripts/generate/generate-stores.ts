/**
 * Generates the local store-locator fixtures: fixtures/stores/<locale>.json (stores with
 * coordinates, opening hours where their chain publishes them, and the UPCs they stock; online retailers) and fixtures/stores/geodata-<locale>.json
 * (cities and postal codes with coordinates).
 *
 *   npx tsx scripts/generate/generate-stores.ts
 *
 * Deterministic (a PRNG seeded by each store id, never Math.random), validated with the app's own
 * schema before writing. Cities and postal codes are real places with approximate centre
 * coordinates; every store, chain, street address, phone number and retailer is fictional (phone
 * numbers come from the ranges reserved for fiction: 555-01xx in North America, 020 7946 0xxx in the UK;
 * retailer URLs are on the reserved .example domain and are only ever links).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../../src/config/constants';
import brandsJson from '../../fixtures/catalog/brands.json';
import productsJson from '../../fixtures/catalog/products.json';
import { parseCatalogFixtures } from '../../src/services/catalog/schema';
import { geodataSchema, storeFixtureSchema } from '../../src/services/store-locator/schema';
import type { GeoPlace, OnlineRetailer, OpeningHours, Store } from '../../src/services/store-locator/types';
import { mulberry32 } from '../lib/seeded-random';

type CitySeed = { city: string; region: string; lat: number; lng: number; postalCodes: string[] };

const CITIES: Record<Locale, CitySeed[]> = {
  'en-us': [
    { city: 'Portland', region: 'OR', lat: 45.5152, lng: -122.6784, postalCodes: ['97205', '97214', '97217'] },
    { city: 'Seattle', region: 'WA', lat: 47.6062, lng: -122.3321, postalCodes: ['98101', '98103'] },
    { city: 'Denver', region: 'CO', lat: 39.7392, lng: -104.9903, postalCodes: ['80202', '80206'] },
    { city: 'Austin', region: 'TX', lat: 30.2672, lng: -97.7431, postalCodes: ['78701', '78704'] },
    { city: 'Chicago', region: 'IL', lat: 41.8781, lng: -87.6298, postalCodes: ['60601', '60614'] },
    { city: 'New York', region: 'NY', lat: 40.7128, lng: -74.006, postalCodes: ['10001', '10014'] },
    { city: 'Boston', region: 'MA', lat: 42.3601, lng: -71.0589, postalCodes: ['02108', '02116'] },
    { city: 'Minneapolis', region: 'MN', lat: 44.9778, lng: -93.265, postalCodes: ['55401', '55408'] },
  ],
  'en-ca': [
    { city: 'Toronto', region: 'ON', lat: 43.6532, lng: -79.3832, postalCodes: ['M5V 2T6', 'M4M 1H5'] },
    { city: 'Vancouver', region: 'BC', lat: 49.2827, lng: -123.1207, postalCodes: ['V6B 1A1', 'V5T 1R6'] },
    { city: 'Montréal', region: 'QC', lat: 45.5019, lng: -73.5674, postalCodes: ['H2X 1Y4', 'H2T 1S6'] },
    { city: 'Calgary', region: 'AB', lat: 51.0447, lng: -114.0719, postalCodes: ['T2P 1J9', 'T2R 0A1'] },
    { city: 'Ottawa', region: 'ON', lat: 45.4215, lng: -75.6972, postalCodes: ['K1P 1J1', 'K1S 2L2'] },
    { city: 'Halifax', region: 'NS', lat: 44.6488, lng: -63.5752, postalCodes: ['B3J 1A1'] },
  ],
  'en-gb': [
    { city: 'London', region: 'Greater London', lat: 51.5074, lng: -0.1278, postalCodes: ['EC1V 9HX', 'SE1 7PB', 'N1 9GU'] },
    { city: 'Manchester', region: 'Greater Manchester', lat: 53.4808, lng: -2.2426, postalCodes: ['M1 1AE', 'M4 1HN'] },
    { city: 'Bristol', region: 'Bristol', lat: 51.4545, lng: -2.5879, postalCodes: ['BS1 4DJ', 'BS6 5AA'] },
    { city: 'Edinburgh', region: 'Scotland', lat: 55.9533, lng: -3.1883, postalCodes: ['EH1 1YZ', 'EH6 6QQ'] },
    { city: 'Leeds', region: 'West Yorkshire', lat: 53.8008, lng: -1.5491, postalCodes: ['LS1 4AP'] },
    { city: 'Brighton', region: 'East Sussex', lat: 50.8225, lng: -0.1372, postalCodes: ['BN1 1AE'] },
  ],
};

const CHAINS: Record<Locale, string[]> = {
  'en-us': ['Greenleaf Market', 'Paws & Pantry', 'Hearth Grocery Co.', 'Tailwind Pet Supply', 'Corner Cellar Foods'],
  'en-ca': ['Maple Basket Grocers', 'Paws & Pantry', 'Northshore Pet Co.', 'Birchwood Market'],
  'en-gb': ['Hedgerow Foods', 'The Pet Larder', 'Greengate Grocers', 'Whiskers & Wags'],
};

type Day = { opens: string; closes: string } | null;
const day = (opens: string, closes: string): Day => ({ opens, closes });
/** Monday to Saturday alike, Sunday its own (or closed). */
const week = (weekdays: Day, saturday: Day, sunday: Day): OpeningHours => ({
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat: saturday,
  sun: sunday,
});

/**
 * Each chain's usual hours, in the store's local time; a chain missing here has not told us its
 * hours, so its stores show none (the locator never invents them). UK Sundays follow the Sunday
 * trading rules' six hours for large shops.
 */
const CHAIN_HOURS: Record<Locale, Record<string, OpeningHours>> = {
  'en-us': {
    'Greenleaf Market': week(day('07:00', '22:00'), day('07:00', '22:00'), day('07:00', '22:00')),
    'Paws & Pantry': week(day('09:00', '20:00'), day('09:00', '20:00'), day('10:00', '18:00')),
    'Hearth Grocery Co.': week(day('06:00', '24:00'), day('06:00', '24:00'), day('07:00', '23:00')),
    'Tailwind Pet Supply': week(day('09:30', '21:00'), day('09:00', '19:00'), day('11:00', '17:00')),
  },
  'en-ca': {
    'Maple Basket Grocers': week(day('08:00', '22:00'), day('08:00', '22:00'), day('08:00', '22:00')),
    'Paws & Pantry': week(day('09:00', '20:00'), day('09:00', '20:00'), day('10:00', '18:00')),
    'Northshore Pet Co.': week(day('10:00', '19:00'), day('10:00', '18:00'), null),
  },
  'en-gb': {
    'Hedgerow Foods': week(day('07:00', '22:00'), day('07:00', '22:00'), day('10:00', '16:00')),
    'The Pet Larder': week(day('09:00', '17:30'), day('09:00', '17:30'), null),
    'Greengate Grocers': week(day('00:00', '24:00'), day('00:00', '24:00'), day('10:00', '16:00')),
  },
};

const RETAILERS: Record<Locale, Array<{ id: string; name: string; domain: string }>> = {
  'en-us': [
    { id: 'fresh-cart', name: 'FreshCart Delivery', domain: 'freshcart.example' },
    { id: 'petpantry-online', name: 'Paws & Pantry Online', domain: 'pawsandpantry.example' },
    { id: 'coldbox', name: 'ColdBox Grocery', domain: 'coldbox.example' },
  ],
  'en-ca': [
    { id: 'maple-basket-online', name: 'Maple Basket Online', domain: 'maplebasket.example' },
    { id: 'northshore-delivery', name: 'Northshore Pet Delivery', domain: 'northshore-pet.example' },
  ],
  'en-gb': [
    { id: 'larder-direct', name: 'The Pet Larder Direct', domain: 'petlarder.example' },
    { id: 'greengate-online', name: 'Greengate Online', domain: 'greengate.example' },
  ],
};

const STREETS = ['Market Street', 'Elm Avenue', 'Harbour Road', 'Station Road', 'Oak Street', 'Mill Lane', 'Park Avenue', 'Queen Street', 'Union Street', 'Riverside Drive'];

/** mulberry32 seeded by a string hash: the same id always gives the same sequence. */
function prng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353) ^ (h >>> 13);
  return mulberry32(h);
}

const round = (n: number, places = 4) => Number(n.toFixed(places));

function phone(locale: Locale, n: number): string {
  const suffix = String(100 + (n % 100)).padStart(4, '0');
  return locale === 'en-gb' ? `020 7946 ${String(n % 1000).padStart(4, '0')}` : `(555) 555-${suffix}`;
}

function build(locale: Locale) {
  const { products } = parseCatalogFixtures({
    brands: { file: 'fixtures/catalog/brands.json', data: brandsJson },
    products: { file: 'fixtures/catalog/products.json', data: productsJson },
  });
  const upcs = products.filter((p) => p.locales.includes(locale)).flatMap((p) => p.sizesAndUPCs.map((s) => s.upc));
  const places: GeoPlace[] = CITIES[locale].map((c) => {
    const rand = prng(`${locale}:${c.city}`);
    return {
      city: c.city,
      region: c.region,
      lat: c.lat,
      lng: c.lng,
      postalCodes: c.postalCodes.map((code) => ({
        code,
        lat: round(c.lat + (rand() - 0.5) * 0.08),
        lng: round(c.lng + (rand() - 0.5) * 0.1),
      })),
    };
  });
  const stores: Store[] = [];
  let n = 0;
  for (const place of places) {
    const rand = prng(`${locale}:${place.city}:stores`);
    const count = 3 + Math.floor(rand() * 3);
    for (let i = 0; i < count; i++) {
      n += 1;
      const chain = CHAINS[locale][Math.floor(rand() * CHAINS[locale].length)] ?? 'Greenleaf Market';
      const postal = place.postalCodes[i % place.postalCodes.length];
      if (!postal) throw new Error(`no postal code for ${place.city}`);
      const id = `${locale}-${place.city.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}-${i + 1}`;
      const storeRand = prng(id);
      // A store stocks most of the range; the rest makes the product filter matter.
      const stocked = upcs.filter(() => storeRand() < 0.7);
      stores.push({
        id,
        name: `${chain} ${place.city}${i > 0 ? ` ${['North', 'South', 'East', 'West', 'Central'][i % 5] ?? ''}` : ''}`.trim(),
        chain,
        address: {
          street: `${10 + Math.floor(storeRand() * 890)} ${STREETS[Math.floor(storeRand() * STREETS.length)] ?? 'High Street'}`,
          city: place.city,
          region: place.region,
          postalCode: postal.code,
        },
        lat: round(place.lat + (storeRand() - 0.5) * 0.3),
        lng: round(place.lng + (storeRand() - 0.5) * 0.4),
        phone: phone(locale, n),
        ...(CHAIN_HOURS[locale][chain] ? { hours: CHAIN_HOURS[locale][chain] } : {}),
        upcs: stocked,
      });
    }
  }
  const online: OnlineRetailer[] = RETAILERS[locale].map((r) => {
    const rand = prng(`${locale}:${r.id}`);
    return { id: r.id, name: r.name, url: `https://www.${r.domain}/brightbowl`, upcs: upcs.filter(() => rand() < 0.8) };
  });
  return { places, fixture: { stores, online } };
}

const dir = path.resolve(import.meta.dirname, '../../fixtures/stores');
for (const locale of LOCALES) {
  const { places, fixture } = build(locale);
  geodataSchema.parse(places);
  storeFixtureSchema.parse(fixture);
  writeFileSync(path.join(dir, `geodata-${locale}.json`), `${JSON.stringify(places, null, 2)}\n`);
  // One store per line: readable diffs without a line per stocked UPC.
  const lines = (xs: readonly unknown[]) => xs.map((x) => `    ${JSON.stringify(x)}`).join(',\n');
  writeFileSync(
    path.join(dir, `${locale}.json`),
    `{\n  "stores": [\n${lines(fixture.stores)}\n  ],\n  "online": [\n${lines(fixture.online)}\n  ]\n}\n`,
  );
  console.log(`${locale}: ${places.length} places, ${fixture.stores.length} stores, ${fixture.online.length} online retailers`);
}
