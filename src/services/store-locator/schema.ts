/** Zod schemas of the store-locator fixtures (validated on first use, like the catalog). */
import { z } from 'zod';

const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);
const upc = z.string().regex(/^\d{12}$/, 'expected a 12-digit UPC-A');
const text = z.string().trim().min(1);

export const geoPlaceSchema = z.strictObject({
  city: text,
  region: text,
  lat,
  lng,
  postalCodes: z.array(z.strictObject({ code: text, lat, lng })).min(1),
});
export const geodataSchema = z.array(geoPlaceSchema).min(1);

export const storeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  chain: text,
  address: z.strictObject({ street: text, city: text, region: text, postalCode: text }),
  lat,
  lng,
  phone: text,
  upcs: z.array(upc),
});

export const onlineRetailerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  // Only reserved example domains: the local locator must never send a visitor to a real shop.
  url: z.url({ protocol: /^https$/, hostname: /\.example$/ }),
  upcs: z.array(upc),
});

export const storeFixtureSchema = z.strictObject({
  stores: z.array(storeSchema).min(1),
  online: z.array(onlineRetailerSchema),
});

