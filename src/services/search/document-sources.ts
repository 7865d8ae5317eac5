/**
 * Where the local indexes' documents come from (the seam documents.ts describes): the content
 * entries and the catalog, or a prepared document file named by SEARCH_DOCUMENTS_FILE.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/config/env';
import { catalogService, toProductSearchRecord } from '@/services/catalog';
import { cachedFixtureLoader, type FixtureLoader } from '@/services/content/local';
import { contentDocuments } from './content-documents';
import { parseSearchDocuments, type SearchDocuments } from './documents';

/** The product index records of the whole catalog (every locale; the locale facet narrows). */
async function productRecords(): Promise<unknown[]> {
  const catalog = catalogService();
  const [products, brands] = await Promise.all([catalog.products(), catalog.brands()]);
  const brandById = new Map(brands.map((b) => [b.id, b]));
  return products.map((product) => {
    const brand = brandById.get(product.brand);
    // The catalog schema checks every product's brand exists; a miss means the catalog is broken.
    if (brand === undefined) throw new Error(`search documents: product ${product.id} names unknown brand ${product.brand}`);
    return toProductSearchRecord(product, brand);
  });
}

export type DocumentSourceOptions = {
  /** The content fixture loader (tests pass their own entries). */
  readonly load?: FixtureLoader;
  readonly now?: number;
};

/** Documents from the content entries and the catalog, validated like any fixture. */
export async function deriveSearchDocuments(options: DocumentSourceOptions = {}): Promise<SearchDocuments> {
  const load = options.load ?? cachedFixtureLoader();
  const [page, faq, blog, press, products] = await Promise.all([load('page'), load('faq'), load('blog'), load('press'), productRecords()]);
  const content = contentDocuments({ page, faq, blog, press }, options.now ?? Date.now());
  return parseSearchDocuments(
    { contentMain: content.main, contentVet: content.vet, products },
    { contentMain: 'fixtures/content (main theme)', contentVet: 'fixtures/content (vet theme)', products: 'fixtures/catalog' },
  );
}

/** A prepared document set: `{ contentMain: [...], contentVet: [...], products: [...] }`. */
async function readSearchDocumentsFile(file: string): Promise<SearchDocuments> {
  const absolute = path.resolve(file);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(absolute, 'utf8'));
  } catch (error) {
    throw new Error(`SEARCH_DOCUMENTS_FILE ${absolute}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return parseSearchDocuments(
    { contentMain: record.contentMain, contentVet: record.contentVet, products: record.products },
    { contentMain: `${absolute} contentMain`, contentVet: `${absolute} contentVet`, products: `${absolute} products` },
  );
}

let pending: Promise<SearchDocuments> | undefined;

/** The documents of the local indexes, built once per process (a failed build is retried next time). */
export function loadSearchDocuments(): Promise<SearchDocuments> {
  if (pending === undefined) {
    const file = env().SEARCH_DOCUMENTS_FILE;
    pending = file === undefined ? deriveSearchDocuments() : readSearchDocumentsFile(file);
    pending.catch(() => {
      // Forget the failure so the next request tries again (the error itself reaches the caller).
      pending = undefined;
    });
  }
  return pending;
}
