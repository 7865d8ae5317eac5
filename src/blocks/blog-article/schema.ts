import { z } from 'zod';
import { DATE_LOCALE_INPUT, dateLocaleSchema, isoDateSchema } from '@/block-kit/blog-ui/article-inputs';
import { altTextInput, imageInput, imageSrcSchema, linkUrlSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** §2 Blog Article types. */
const BLOG_ARTICLE_TYPES = ['Blog', 'Press'] as const;

export const blogArticleSchema = z.object({
  type: z.enum(BLOG_ARTICLE_TYPES).default('Blog'),
  title: z.string().trim().min(1).max(200),
  date: isoDateSchema,
  category: z.string().trim().min(1).max(60),
  categoryUrl: linkUrlSchema.optional(),
  author: optionalTextSchema,
  excerpt: optionalTextSchema,
  image: imageSrcSchema.optional(),
  mediaAltText: optionalTextSchema,
  listingUrl: linkUrlSchema.optional(),
  locale: dateLocaleSchema,
});

export const blogArticleInputs: readonly BlockInput[] = [
  { name: 'type', type: 'string', enum: BLOG_ARTICLE_TYPES, defaultValue: 'Blog', helperText: 'Blog: an article with its author. Press: a press release with its release date and media contact line.' },
  { name: 'title', type: 'string', required: true, helperText: 'The article title: the page h1.' },
  { name: 'date', type: 'string', required: true, helperText: 'Publication date as yyyy-mm-dd.' },
  { name: 'category', type: 'string', required: true },
  { name: 'categoryUrl', type: 'url', helperText: 'Where the category label links, e.g. /blog/category/sourcing. Empty: the label is not a link.' },
  { name: 'author', type: 'string', helperText: 'Blog: the byline. Press: the issuing office.' },
  { name: 'excerpt', type: 'longText', helperText: 'The standfirst under the title.' },
  imageInput('image', 'The hero image. JPEG, PNG or SVG.'),
  altTextInput(),
  { name: 'listingUrl', type: 'url', helperText: 'The "All articles" / "All press releases" link at the end. Empty: no link.' },
  DATE_LOCALE_INPUT,
];
