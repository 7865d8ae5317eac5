/**
 * The catalog fixtures' schemas and their parser. Fixtures are edited by people, so a mistake must
 * stop the server with a message a person can act on: the file, the JSON path and, for products,
 * the record id (e.g. `fixtures/catalog/products.json: $[12].sizesAndUPCs[0].upc (id "bb-kit-07"):
 * UPC-A check digit should be 4`).
 */
import { z } from 'zod';
import { FEEDING_CUPS, LOCALES } from '@/config/constants';
import {
  AVOIDABLE_INGREDIENTS,
  BENEFITS,
  CURRENT_FOODS,
  LIFE_STAGES,
  PROTEINS,
  RECIPE_FORMS,
  SIZE_CLASSES,
  SPECIES,
  TEXTURES,
} from '@/engine/product-facts';
import { deriveDietaryNeeds, deriveVetDietaryNeeds } from './derive';
import { PRODUCT_TYPES, type Brand, type CatalogProduct } from './types';
import { upcSchema } from './upc';
import { issuePath } from '@/domain/zod-issues';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case slug');
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case id of letters, digits and dashes');
const text = z.string().trim().min(1);
/** Page links: a path inside a locale, or an absolute https URL for pages elsewhere. */
const pageUrl = z.string().regex(/^(\/[a-z0-9/_-]*|https:\/\/\S+)$/, 'expected a site path (/…) or an https URL');
/** Media must be served from our own origin (generated into public/, never hot-linked). */
const imagePath = z.string().regex(/^\/media\/catalog\/[a-z0-9/_-]+\.(webp|png|jpg|svg)$/, 'expected an image under /media/catalog/');
const videoPath = z.string().regex(/^\/media\/catalog\/video\/[a-z0-9_-]+\.mp4$/, 'expected an mp4 under /media/catalog/video/');
/** A list that is a set: the app treats these as sets (ProductFacts), so duplicates are typos. */
const setOf = <T extends z.ZodType>(item: T, min = 0) =>
  z
    .array(item)
    .min(min)
    .refine((xs) => new Set(xs).size === xs.length, 'expected no duplicates');

const brandSchema = z.strictObject({
  id,
  slug,
  name: text,
  shortDescription: text.max(160),
  listingImage: imagePath,
  listingImageAltText: text,
  brandPageUrl: pageUrl,
  labelColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a hex colour like #d9572b'),
});


const sizeAndUpcSchema = z.strictObject({
  upc: upcSchema,
  size: text.max(20),
  weightGrams: z.number().int().positive().max(20_000),
});

const pct = z.number().min(0).max(100);
const nutritionSchema = z.strictObject({
  proteinPct: pct,
  fatPct: pct,
  fiberPct: pct,
  moisturePct: pct,
  sodiumPct: pct,
  phosphorusPct: pct,
  magnesiumPct: pct,
  copperMgPerKg: z.number().nonnegative().max(1000),
  omega3Pct: pct,
  kcalPerCup: z.number().int().positive().max(2000),
  kcalPerKg: z.number().int().positive().max(10_000),
});

const feedingCupsSchema = z
  .number()
  .min(FEEDING_CUPS.min)
  .max(FEEDING_CUPS.max)
  .refine((cups) => Number.isInteger((cups - FEEDING_CUPS.min) / FEEDING_CUPS.step), {
    message: `expected cups in steps of ${FEEDING_CUPS.step}`,
  })
  .nullable();

const feedingGuidelineItemSchema = z.strictObject({
  label: text,
  value: text,
  cups: feedingCupsSchema,
});

/** A product as stored in the fixture; the parser derives `protein`, `dietaryNeeds` and `vetDietaryNeeds`. */
const fixtureProductSchema = z.strictObject({
  id,
  slug,
  name: text.max(90),
  brand: id,
  productDetailPageUrl: pageUrl,
  bazaarvoiceProductId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  listingImage: imagePath,
  listingAltImage: imagePath.nullable().default(null),
  listingVideo: videoPath.nullable().default(null),
  listingAltVideo: videoPath.nullable().default(null),
  sizesAndUPCs: z.array(sizeAndUpcSchema).min(1),
  sizes: z.array(text).default([]),
  description: text,
  ingredients: z.array(text).min(3),
  species: z.enum(SPECIES),
  /** The main protein first. */
  proteins: setOf(z.enum(PROTEINS), 1),
  contains: setOf(z.enum(AVOIDABLE_INGREDIENTS)),
  lifeStages: setOf(z.enum(LIFE_STAGES), 1),
  petSizes: setOf(z.enum(SIZE_CLASSES), 1),
  /** For growth recipes, the adult sizes whose growth they are made for (ProductFacts.growthSizes). */
  growthSizes: setOf(z.enum(SIZE_CLASSES)).default([]),
  benefits: setOf(z.enum(BENEFITS)),
  form: z.enum(RECIPE_FORMS),
  textures: setOf(z.enum(TEXTURES)),
  switchFrom: setOf(z.enum(CURRENT_FOODS)),
  editorialRank: z.number().int().positive(),
  tags: setOf(text),
  productType: z.enum(PRODUCT_TYPES),
  locales: setOf(z.enum(LOCALES), 1),
  nutrition: nutritionSchema,
  feedingGuidelines: z.array(feedingGuidelineItemSchema).min(1),
});
export type FixtureProduct = z.infer<typeof fixtureProductSchema>;

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
    return {
      ...p,
      bazaarvoiceProductId: p.bazaarvoiceProductId ?? null,
      protein,
      dietaryNeeds: deriveDietaryNeeds(p.benefits),
      vetDietaryNeeds: vetNeeds.get(p.id) ?? [],
    };
  });
  return { brands, products };
}
