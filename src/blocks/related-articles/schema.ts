import { z } from 'zod';
import { DATE_LOCALE_INPUT, articlesInput, articlesSchema, dateLocaleSchema } from '@/block-kit/blog-ui/article-inputs';
import { backgroundColorInput, backgroundColorSchema, linkUrlSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

const RELATED_LIMIT_RANGE = { min: 1, max: 6 } as const;

export const relatedArticlesSchema = z.object({
  heading: z.string().trim().min(1).max(120).default('Related articles'),
  category: z.string().trim().min(1).max(60),
  currentUrl: linkUrlSchema,
  limit: z.number().int().min(RELATED_LIMIT_RANGE.min).max(RELATED_LIMIT_RANGE.max).default(3),
  articles: articlesSchema,
  locale: dateLocaleSchema,
  backgroundColor: backgroundColorSchema('Light Beige'),
});

export const relatedArticlesInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, defaultValue: 'Related articles' },
  { name: 'category', type: 'string', required: true, helperText: 'The current article\'s category: only articles of this category are shown.' },
  { name: 'currentUrl', type: 'url', required: true, helperText: 'The current article\'s address, so it is never suggested to itself.' },
  { name: 'limit', type: 'number', defaultValue: 3, min: RELATED_LIMIT_RANGE.min, max: RELATED_LIMIT_RANGE.max, helperText: 'How many articles, newest first.' },
  articlesInput('Leave empty: the site fills in the articles of the same model when the page is served.'),
  DATE_LOCALE_INPUT,
  backgroundColorInput('Light Beige'),
];
