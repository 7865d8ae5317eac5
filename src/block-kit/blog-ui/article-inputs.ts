/**
 * The inputs the article-list blocks share (Blog Grid, Press Grid, Related Articles): the list of
 * article cards, and the pager's page size, page and listing URL. The card list is normally left
 * empty: the server fills it from the blog or press model when the page is served (see
 * src/features/blog/resolve-article-blocks.ts), so an editor can pin hand-picked articles without
 * the site needing a second kind of block.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '@/config/constants';
import { altTextInput, imageInput, imageSrcSchema, linkUrlSchema, optionalTextSchema } from '../shared-inputs';
import type { BlockInput } from '../types';

/** More cards than this is no page: the content API returns at most 30 entries per request anyway. */
const MAX_LISTED_ARTICLES = 200;

/**
 * A calendar date as yyyy-mm-dd. Not z.iso.date(): block schemas are also bundled for the editor,
 * and a browser reference to zod's ISO formats keeps them in the zod chunk every form page loads.
 */
export const isoDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as yyyy-mm-dd')
  .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), 'expected a real calendar date');

const ARTICLE_ITEM_INPUTS: readonly BlockInput[] = [
  { name: 'title', type: 'string', required: true },
  { name: 'url', type: 'url', required: true, helperText: 'The article page, e.g. /blog/fresh-food-basics.' },
  { name: 'date', type: 'string', required: true, helperText: 'Publication date as yyyy-mm-dd.' },
  { name: 'category', type: 'string', required: true },
  imageInput('image', 'The card image. JPEG, PNG or SVG.'),
  altTextInput('imageAltText'),
  { name: 'excerpt', type: 'longText', helperText: 'One or two sentences under the title.' },
];

const articleItemSchema = z.object({
  title: z.string().trim().min(1).max(200),
  url: linkUrlSchema,
  date: isoDateSchema,
  category: z.string().trim().min(1).max(60),
  image: imageSrcSchema.optional(),
  imageAltText: optionalTextSchema,
  excerpt: optionalTextSchema,
});
export type ArticleItem = z.output<typeof articleItemSchema>;

export function articlesInput(helperText: string): BlockInput {
  return { name: 'articles', type: 'list', subFields: ARTICLE_ITEM_INPUTS, helperText, advanced: true };
}
export const articlesSchema = z.array(articleItemSchema).max(MAX_LISTED_ARTICLES).default([]);

const PAGE_SIZE_RANGE = { min: 1, max: 24 } as const;

export function pageSizeInput(defaultValue: number): BlockInput {
  return { name: 'pageSize', type: 'number', defaultValue, min: PAGE_SIZE_RANGE.min, max: PAGE_SIZE_RANGE.max, helperText: 'Cards per page; more articles add previous/next links.' };
}
export const pageSizeSchema = (defaultValue: number) => z.number().int().min(PAGE_SIZE_RANGE.min).max(PAGE_SIZE_RANGE.max).default(defaultValue);

export const PAGE_INPUT: BlockInput = {
  name: 'page',
  type: 'number',
  defaultValue: 1,
  min: 1,
  helperText: 'The page shown. Listing pages set it from the address (?page=2); past the last page shows the last.',
  advanced: true,
};
export const pageSchema = z.number().int().min(1).max(10_000).default(1);

export const LISTING_URL_INPUT: BlockInput = {
  name: 'listingUrl',
  type: 'url',
  helperText: 'Where the previous/next links go (they add ?page=N). Empty: the blog or press listing of this locale.',
  advanced: true,
};
export const listingUrlSchema = linkUrlSchema.optional();

/**
 * The locale whose way of writing dates the block's dates follow (§2: abbreviated month, day,
 * year; en-GB abbreviates September "Sept"). Server components cannot read the page's locale from
 * context, so the site fills it in from the page's locale when it serves the page.
 */
export const DATE_LOCALE_INPUT: BlockInput = {
  name: 'locale',
  type: 'string',
  enum: LOCALES,
  helperText: 'How dates are written. Empty: the locale of the page, filled in when the page is served.',
  advanced: true,
};
export const dateLocaleSchema = z.enum(LOCALES).default(DEFAULT_LOCALE);
