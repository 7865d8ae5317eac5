import { z } from 'zod';
import { DATE_LOCALE_INPUT, LISTING_URL_INPUT, PAGE_INPUT, articlesInput, articlesSchema, dateLocaleSchema, listingUrlSchema, pageSchema, pageSizeInput, pageSizeSchema } from '@/block-kit/blog-ui/article-inputs';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const pressGridSchema = z.object({
  heading: z.string().trim().min(1).max(120).default('Press releases'),
  intro: optionalTextSchema,
  showImages: z.boolean().default(false),
  pageSize: pageSizeSchema(8),
  page: pageSchema,
  listingUrl: listingUrlSchema,
  articles: articlesSchema,
  locale: dateLocaleSchema,
  backgroundColor: backgroundColorSchema(),
});

export const pressGridInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, defaultValue: 'Press releases' },
  { name: 'intro', type: 'longText', helperText: 'E.g. where journalists can reach the press office.' },
  { name: 'showImages', type: 'boolean', defaultValue: false, helperText: 'Off: a dated list of headlines, as newsrooms read them. On: cards with images.' },
  pageSizeInput(8),
  PAGE_INPUT,
  LISTING_URL_INPUT,
  DATE_LOCALE_INPUT,
  articlesInput('Leave empty to list the newest published press releases. Add items only to pin hand-picked releases.'),
  backgroundColorInput(),
];
