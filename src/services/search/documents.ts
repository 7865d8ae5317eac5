/**
 * The documents of the local search indexes and the one place they come from (`loadSearchDocuments`):
 *
 * - content: derived from the content entries the site serves (pages, FAQs, blog posts per theme
 *   and locale; content-documents.ts), read through the content service's fixture loader;
 * - products: the catalog's own index records (`toProductSearchRecord`), so a product card found by
 *   search is the catalog product.
 *
 * They are built on the first search request, not at import, and validated with the schemas below
 * like any other boundary. SEARCH_DOCUMENTS_FILE (env.ts) replaces them with a prepared document
 * set (the benchmark's 20,000 generated documents).
 */
import { z } from 'zod';
import { formatIssues } from '@/domain/zod-issues';
import { LOCALES } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { CONTENT_TYPES, MULTI_LOCALE } from './types';

const text = z.string().trim().min(1);
const objectID = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'expected an objectID of letters, digits, _ . : -');
/** A path inside a locale, or an absolute https URL. */
const link = z.string().regex(/^(\/\S*|https:\/\/\S+)$/, 'expected a site path (/…) or an https URL');
const media = z.union([z.literal(''), link]);
const documentLocale = z.enum([...LOCALES, MULTI_LOCALE]);

const contentDocumentSchema = z.strictObject({
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
  /** One locale, 'multi' (every locale), or the locales it is served in (a facet matches any element). */
  locale: z.union([documentLocale, z.array(documentLocale).min(1)]),
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
      throw new SearchFixtureError(`${file}: ${formatIssues(parsed.error, { separator: '; ', basePath: [i], note: () => ` (objectID "${id}")` })}`);
    }
    if (seen.has(id)) throw new SearchFixtureError(`${file}: $[${i}] duplicate objectID "${id}"`);
    seen.add(id);
    return parsed.data;
  });
}

/** Where each list came from, for error messages. */
export type DocumentSourceNames = { readonly contentMain: string; readonly contentVet: string; readonly products: string };

const DEFAULT_SOURCE_NAMES: DocumentSourceNames = {
  contentMain: 'content documents (main)',
  contentVet: 'content documents (vet)',
  products: 'product documents',
};

/** Parses raw document lists (exported so tests and the benchmark can build engines from their own). */
export function parseSearchDocuments(
  raw: { readonly contentMain: unknown; readonly contentVet: unknown; readonly products: unknown },
  names: DocumentSourceNames = DEFAULT_SOURCE_NAMES,
): SearchDocuments {
  return {
    content: {
      main: parseList(names.contentMain, contentDocumentSchema, raw.contentMain),
      vet: parseList(names.contentVet, contentDocumentSchema, raw.contentVet),
    },
    products: parseList(names.products, productDocumentSchema, raw.products),
  };
}
