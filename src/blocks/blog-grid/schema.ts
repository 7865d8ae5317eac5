import { z } from 'zod';
import { BLOG_GRID_TYPES } from '@/domain/blog/article';
import { DATE_LOCALE_INPUT, LISTING_URL_INPUT, PAGE_INPUT, articlesInput, articlesSchema, dateLocaleSchema, listingUrlSchema, pageSchema, pageSizeInput, pageSizeSchema } from '@/block-kit/blog-ui/article-inputs';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const blogGridSchema = z.object({
  type: z.enum(BLOG_GRID_TYPES).default('blog'),
  heading: z.string().trim().min(1).max(120).default('Latest articles'),
  intro: optionalTextSchema,
  pageSize: pageSizeSchema(6),
  page: pageSchema,
  listingUrl: listingUrlSchema,
  articles: articlesSchema,
  locale: dateLocaleSchema,
  backgroundColor: backgroundColorSchema(),
});

export const blogGridInputs: readonly BlockInput[] = [
  {
    name: 'type',
    type: 'string',
    enum: BLOG_GRID_TYPES,
    defaultValue: 'blog',
    helperText: 'blog: every blog article. press: press releases. fresh-perspectives-blog: the Fresh Perspectives guest essays only.',
  },
  { name: 'heading', type: 'string', required: true, defaultValue: 'Latest articles' },
  { name: 'intro', type: 'longText', helperText: 'A sentence under the heading.' },
  pageSizeInput(6),
  PAGE_INPUT,
  LISTING_URL_INPUT,
  DATE_LOCALE_INPUT,
  articlesInput('Leave empty to show the newest published articles of the chosen type. Add items only to pin hand-picked articles.'),
  backgroundColorInput(),
];
