/**
 * The boundary: Builder content JSON (fixture files and Content API responses alike) is parsed here
 * with the content models' schemas (src/domain/content), so a fixture that validates is exactly as
 * good as content from the cloud.
 */
import { z } from 'zod';
import { contentEntrySchema, type ContentEntry } from '@/domain/content/entry';
import { CONTENT_DATA_SCHEMAS, type ContentModel, type DataByModel } from '@/domain/content/models';

/** The entry schema of each model, built once. */
const ENTRY_SCHEMAS: { readonly [M in ContentModel]: ReturnType<typeof contentEntrySchema<DataByModel[M]>> } = {
  page: contentEntrySchema(CONTENT_DATA_SCHEMAS.page),
  navigation: contentEntrySchema(CONTENT_DATA_SCHEMAS.navigation),
  footer: contentEntrySchema(CONTENT_DATA_SCHEMAS.footer),
  'search-settings': contentEntrySchema(CONTENT_DATA_SCHEMAS['search-settings']),
  faq: contentEntrySchema(CONTENT_DATA_SCHEMAS.faq),
  blog: contentEntrySchema(CONTENT_DATA_SCHEMAS.blog),
  press: contentEntrySchema(CONTENT_DATA_SCHEMAS.press),
  brands: contentEntrySchema(CONTENT_DATA_SCHEMAS.brands),
  ingredients: contentEntrySchema(CONTENT_DATA_SCHEMAS.ingredients),
  reviews: contentEntrySchema(CONTENT_DATA_SCHEMAS.reviews),
  products: contentEntrySchema(CONTENT_DATA_SCHEMAS.products),
  'product-types': contentEntrySchema(CONTENT_DATA_SCHEMAS['product-types']),
  'product-listing-ct-as': contentEntrySchema(CONTENT_DATA_SCHEMAS['product-listing-ct-as']),
  symbol: contentEntrySchema(CONTENT_DATA_SCHEMAS.symbol),
};

/** Parses one Builder content entry of a model. */
export function parseEntry<M extends ContentModel>(model: M, raw: unknown): z.ZodSafeParseResult<ContentEntry<DataByModel[M]>> {
  return ENTRY_SCHEMAS[model].safeParse(raw);
}

/** The envelope of a Content API answer; each result is parsed on its own (see builder.ts). */
export const contentApiResponseSchema = z.looseObject({ results: z.array(z.unknown()) });
