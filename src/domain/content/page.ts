/**
 * The page model: one content item per URL (spec §9 "one content item per request").
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';
import { contentBlockSchema } from './block';

/** A data URL as Builder stores it: a plain URL string, or a `@builder.io/core:Request` object. */
const httpRequestSchema = z.union([
  z.string().min(1),
  z.looseObject({
    '@type': z.literal('@builder.io/core:Request'),
    request: z.looseObject({ url: z.string().min(1), method: z.string().optional() }),
    options: z.record(z.string(), z.unknown()).optional(),
  }),
]);
export type HttpRequestSpec = DeepReadonly<z.output<typeof httpRequestSchema>>;

/**
 * The `data` of a page entry. Unknown Builder fields (inputs, jsCode, cssCode, …) pass through.
 *
 * @example pageDataSchema.parse({ title: 'Home' }).blocks // []
 */
export const pageDataSchema = z.looseObject({
  blocks: z.array(contentBlockSchema).default([]),
  url: z.union([z.string(), z.array(z.string())]).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  hideHeader: z.boolean().optional(),
  hideFooter: z.boolean().optional(),
  /** name → URL, fetched on the server (see data-urls.ts); results land in the page state under that name. */
  httpRequests: z.record(z.string(), httpRequestSchema).optional(),
  state: z.record(z.string(), z.unknown()).optional(),
});
export type PageData = DeepReadonly<z.output<typeof pageDataSchema>>;
