/**
 * The content models the site reads (spec §3 "Content models referenced", plus page, navigation,
 * footer) and the schema of each model's `data`.
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';
import { articleDataSchema } from './article';
import { faqDataSchema } from './faq';
import { footerDataSchema } from './footer';
import { ingredientDataSchema } from './ingredient';
import { navigationDataSchema } from './navigation';
import { pageDataSchema } from './page';
import { searchSettingsDataSchema } from './search-settings';
import { SYMBOL_MODEL, symbolDataSchema } from './symbol';

const ENTRY_MODELS = [
  'brands',
  'ingredients',
  'reviews',
  'faq',
  'blog',
  'press',
  'products',
  'product-types',
  'product-listing-ct-as',
  'navigation',
  'footer',
  'search-settings',
  SYMBOL_MODEL,
] as const;
export type EntryModel = (typeof ENTRY_MODELS)[number];

/** The page model: one content item per URL (spec §9 "one content item per request"). */
export const PAGE_MODEL = 'page';
export type ContentModel = typeof PAGE_MODEL | EntryModel;
export const CONTENT_MODELS: readonly ContentModel[] = [PAGE_MODEL, ...ENTRY_MODELS];

/** Models whose field lists the spec does not show (§3): their data passes through unparsed. */
const untypedDataSchema = z.record(z.string(), z.unknown());

/** The data schema of each model. */
export const CONTENT_DATA_SCHEMAS = {
  page: pageDataSchema,
  navigation: navigationDataSchema,
  footer: footerDataSchema,
  'search-settings': searchSettingsDataSchema,
  faq: faqDataSchema,
  blog: articleDataSchema,
  press: articleDataSchema,
  brands: untypedDataSchema,
  ingredients: ingredientDataSchema,
  reviews: untypedDataSchema,
  products: untypedDataSchema,
  'product-types': untypedDataSchema,
  'product-listing-ct-as': untypedDataSchema,
  [SYMBOL_MODEL]: symbolDataSchema,
} as const satisfies Record<ContentModel, z.ZodType>;

/** The parsed `data` of each model. */
export type DataByModel = { readonly [M in ContentModel]: DeepReadonly<z.output<(typeof CONTENT_DATA_SCHEMAS)[M]>> };
export type EntryDataByModel = { readonly [M in EntryModel]: DataByModel[M] };
