/**
 * Blog and press articles (the blog and press models share it); they feed Blog Grid / Related
 * Articles and the search index (type blog).
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';
import { contentBlockSchema } from './block';
import { imagePathSchema, linkUrlSchema } from './link';

/** @example articleDataSchema.parse(entry.data).date // '2026-03-14' */
export const articleDataSchema = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a kebab-case slug'),
  url: linkUrlSchema,
  /** ISO date (yyyy-mm-dd). */
  date: z.iso.date(),
  excerpt: z.string().min(1),
  category: z.string().min(1),
  image: imagePathSchema,
  imageAltText: z.string(),
  author: z.string().optional(),
  /** Plain text, paragraphs separated by blank lines: the body of an entry that has no `blocks`. */
  body: z.string().optional(),
  /** The article body as page-builder blocks (Blog Text, Blog Media), rendered inside Blog Article. */
  blocks: z.array(contentBlockSchema).optional(),
});
export type ArticleData = DeepReadonly<z.output<typeof articleDataSchema>>;
