import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, linkUrlSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

const categoryItemSchema = z.object({
  label: z.string().trim().min(1).max(60),
  url: linkUrlSchema,
});

export const blogCategoriesSchema = z.object({
  heading: z.string().trim().min(1).max(120).default('Browse by topic'),
  current: optionalTextSchema,
  allUrl: linkUrlSchema.optional(),
  categories: z.array(categoryItemSchema).max(50).default([]),
  backgroundColor: backgroundColorSchema(),
});

export const blogCategoriesInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, defaultValue: 'Browse by topic' },
  { name: 'current', type: 'string', helperText: 'The category this page shows (marked as the current page). Empty on the all-articles page.' },
  { name: 'allUrl', type: 'url', helperText: 'An "All articles" link first. Empty: the blog listing of this locale.' },
  {
    name: 'categories',
    type: 'list',
    subFields: [
      { name: 'label', type: 'string', required: true },
      { name: 'url', type: 'url', required: true, helperText: 'E.g. /blog/category/sourcing.' },
    ],
    helperText: 'Leave empty: the site lists the categories of the published blog articles when the page is served.',
    advanced: true,
  },
  backgroundColorInput(),
];
