/**
 * The catalog fixtures' schemas and their parser. Fixtures are edited by people, so a mistake must
 * stop the server with a message a person can act on: the file, the JSON path and, for products,
 * the record id (e.g. `fixtures/catalog/products.json: $[12].sizesAndUPCs[0].upc (id "bb-kit-07"):
 * UPC-A check digit should be 4`).
 */
import { z } from 'zod';
import { deriveDietaryNeeds, deriveVetDietaryNeeds, productTags } from './derive';
import { brandSchema, fixtureProductSchema, type Brand, type CatalogProduct } from './records';
import { issuePath } from '@/domain/zod-issues';

const brandsFileSchema = z.array(brandSchema).min(1);
const productsFileSchema = z.array(fixtureProductSchema).min(1);

/** A fixture file's name (for messages) and its parsed-JSON content. */
export type FixtureFile = { readonly file: string; readonly data: unknown };

export type ParsedCatalog = {
  readonly brands: readonly Brand[];
  readonly products: readonly CatalogProduct[];
};

export class CatalogFixtureError extends Error {
  override name = 'CatalogFixtureError';
}

type Problem = { path: readonly PropertyKey[]; message: string };


function recordHint(data: unknown, path: readonly PropertyKey[]): string {
  const index = path[0];
  if (!Array.isArray(data) || typeof index !== 'number') return '';
  const record: unknown = data[index];
  if (typeof record === 'object' && record !== null && 'id' in record && typeof record.id === 'string') {
    return ` (id "${record.id}")`;
  }
  return '';
}

function fail(source: FixtureFile, problems: readonly Problem[]): never {
  const lines = problems.map((p) => `  ${source.file}: ${issuePath(p.path)}${recordHint(source.data, p.path)}: ${p.message}`);
  throw new CatalogFixtureError(`Invalid catalog fixture ${source.file}:\n${lines.join('\n')}`);
}

function parseFile<T>(schema: z.ZodType<T>, source: FixtureFile): T {
  const result = schema.safeParse(source.data);
  if (!result.success) fail(source, result.error.issues);
  return result.data;
}

/** Flags every repeat of a key after its first occurrence. */
function duplicates<T>(items: readonly T[], key: (item: T) => readonly string[], field: string): Problem[] {
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  items.forEach((item, index) => {
    for (const value of key(item)) {
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else problems.push({ path: [index, field], message: `duplicate ${field} "${value}" (first at $[${first}])` });
    }
  });
  return problems;
}

/**
 * Validates both fixture files, checks what spans records (unique ids, slugs, UPCs, ranks; brands
 * exist) and derives the fields the catalog computes. Throws CatalogFixtureError naming every problem.
 */
export function parseCatalogFixtures(sources: { brands: FixtureFile; products: FixtureFile }): ParsedCatalog {
  const brands = parseFile(brandsFileSchema, sources.brands);
  const fixtures = parseFile(productsFileSchema, sources.products);

  const brandProblems = [...duplicates(brands, (b) => [b.id], 'id'), ...duplicates(brands, (b) => [b.slug], 'slug')];
  if (brandProblems.length > 0) fail(sources.brands, brandProblems);

  const brandIds = new Set(brands.map((b) => b.id));
  const productProblems: Problem[] = [
    ...duplicates(fixtures, (p) => [p.id], 'id'),
    ...duplicates(fixtures, (p) => [p.slug], 'slug'),
    ...duplicates(fixtures, (p) => p.sizesAndUPCs.map((s) => s.upc), 'sizesAndUPCs'),
    ...duplicates(fixtures, (p) => (p.bazaarvoiceProductId ? [p.bazaarvoiceProductId] : []), 'bazaarvoiceProductId'),
    ...duplicates(fixtures, (p) => [String(p.editorialRank)], 'editorialRank'),
  ];
  fixtures.forEach((p, index) => {
    if (!brandIds.has(p.brand)) {
      productProblems.push({ path: [index, 'brand'], message: `unknown brand "${p.brand}" (not in ${sources.brands.file})` });
    }
  });
  if (productProblems.length > 0) fail(sources.products, productProblems);

  const vetNeeds = deriveVetDietaryNeeds(fixtures);
  const products = fixtures.map((p): CatalogProduct => {
    const [protein] = p.proteins;
    // The schema requires at least one protein; this guard only narrows the type.
    if (protein === undefined) throw new CatalogFixtureError(`${sources.products.file}: product "${p.id}" has no protein`);
    const { editorialTags, ...facts } = p;
    return {
      ...facts,
      bazaarvoiceProductId: p.bazaarvoiceProductId ?? null,
      protein,
      tags: productTags(p, editorialTags),
      dietaryNeeds: deriveDietaryNeeds(p.benefits),
      vetDietaryNeeds: vetNeeds.get(p.id) ?? [],
    };
  });
  return { brands, products };
}
