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

/** A time of day on the 24-hour clock; 24:00 is midnight at the end of the day (a closing time only). */
const clock = z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, 'expected HH:MM on the 24-hour clock (24:00 for closing at midnight)');

/** One day's hours, or null when the store is closed all day. Hours past midnight are not modelled. */
const dayHours = z
  .strictObject({ opens: clock, closes: clock })
  .refine((h) => h.opens < h.closes, 'a store closes after it opens, on the same day')
  .nullable();

/** A store's usual week, Monday first, in the store's own local time. */
export const openingHoursSchema = z.strictObject({
  mon: dayHours,
  tue: dayHours,
  wed: dayHours,
  thu: dayHours,
  fri: dayHours,
  sat: dayHours,
  sun: dayHours,
});

export const storeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  chain: text,
  address: z.strictObject({ street: text, city: text, region: text, postalCode: text }),
  lat,
  lng,
  phone: text,
  /** Absent when the store has not told us its hours: then none are shown. */
  hours: openingHoursSchema.optional(),
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

