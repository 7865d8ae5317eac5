/**
 * The documents of the local search indexes and the one place they come from.
 *
 * Today they are the committed fixtures under fixtures/search/. `loadSearchDocuments` is the seam:
 * when the catalog (fixtures/catalog, `toProductSearchRecord`) and the content fixtures
 * (fixtures/content) are the source of truth, build the same `SearchDocuments` from them here and
 * nothing else in search changes. The JSON is imported (not read from a path) so the bundler ships
 * it with the server code.
 */
import { z } from 'zod';
import { LOCALES } from '@/config/constants';
import type { Theme } from '@/config/themes';
import contentMainJson from '@fixtures/search/content-main.json';
import contentVetJson from '@fixtures/search/content-vet.json';
import productsJson from '@fixtures/search/products.json';
import { CONTENT_TYPES, MULTI_LOCALE } from './types';

const text = z.string().trim().min(1);
const objectID = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'expected an objectID of letters, digits, _ . : -');
/** A path inside a locale, or an absolute https URL. */
const link = z.string().regex(/^(\/\S*|https:\/\/\S+)$/, 'expected a site path (/…) or an https URL');
const media = z.union([z.literal(''), link]);
const documentLocale = z.enum([...LOCALES, MULTI_LOCALE]);

export const contentDocumentSchema = z.strictObject({
  objectID,
  title: text.max(200),
  content: z.string().max(20_000),
  /** ISO date, or '' for a record without one. */
  date: z.union([z.literal(''), z.iso.date(), z.iso.datetime()]),
  /** '' means no image (the blog result shows a placeholder). */
  image: media,
  label: z.string().max(60),
  type: z.enum(CONTENT_TYPES),
  url: link,
  locale: documentLocale,
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

export const productDocumentSchema = z.strictObject({
  objectID,
  name: text.max(200),
  brand: text.max(80),
  /** Searched as well as the name (the brand id alone is not what people type). */
  brandName: text.max(80),
  description: z.string().max(5_000),
  productDetailPageUrl: link,
  bazaarvoiceProductId: text.nullable(),
  listingImage: link,
  listingAltImage: link.nullable(),
  listingVideo: link.nullable(),
  listingAltVideo: link.nullable(),
  sizesAndUPCs: z.array(
    z.strictObject({
      upc: z.string().regex(/^\d{12}$/, 'expected a 12-digit UPC-A'),
      size: text.max(20),
      weightGrams: z.number().int().positive(),
    }),
  ),
  /** A product sold in several locales lists them all (Algolia matches a facet on any element). */
  locale: z.union([documentLocale, z.array(documentLocale).min(1)]),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;

/** Everything the local engine indexes: one content index per theme, one product index. */
export type SearchDocuments = {
  readonly content: Readonly<Record<Theme, readonly ContentDocument[]>>;
  readonly products: readonly ProductDocument[];
};

/** Thrown when a fixture is malformed; the message names the file, the JSON path and the record. */
export class SearchFixtureError extends Error {
  override name = 'SearchFixtureError';
}

function parseList<T>(file: string, schema: z.ZodType<T>, raw: unknown): T[] {
  const list = z.array(z.unknown()).safeParse(raw);
  if (!list.success) throw new SearchFixtureError(`${file}: expected a JSON array`);
  const seen = new Set<string>();
  return list.data.map((item, i) => {
    const parsed = schema.safeParse(item);
    const id = typeof item === 'object' && item !== null && 'objectID' in item ? String(item.objectID) : '?';
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `$[${i}].${issue.path.join('.')} (objectID "${id}"): ${issue.message}`);
      throw new SearchFixtureError(`${file}: ${issues.join('; ')}`);
    }
    if (seen.has(id)) throw new SearchFixtureError(`${file}: $[${i}] duplicate objectID "${id}"`);
    seen.add(id);
    return parsed.data;
  });
}

/** Parses raw document lists (exported so tests and the benchmark can build engines from their own). */
export function parseSearchDocuments(raw: {
  readonly contentMain: unknown;
  readonly contentVet: unknown;
  readonly products: unknown;
}): SearchDocuments {
  return {
    content: {
      main: parseList('fixtures/search/content-main.json', contentDocumentSchema, raw.contentMain),
      vet: parseList('fixtures/search/content-vet.json', contentDocumentSchema, raw.contentVet),
    },
    products: parseList('fixtures/search/products.json', productDocumentSchema, raw.products),
  };
}

let cached: SearchDocuments | undefined;

/**
 * The seam: the documents of the local indexes, parsed once per process. Replace the sources here
 * (catalog records, content fixtures) when they become the source of truth.
 */
export function loadSearchDocuments(): SearchDocuments {
  cached ??= parseSearchDocuments({ contentMain: contentMainJson, contentVet: contentVetJson, products: productsJson });
  return cached;
}
