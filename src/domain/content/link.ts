/**
 * Links and images as content models hold them. Every link an editor types is checked here, so
 * `javascript:` and friends never reach an href.
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';

/** Same-origin path, in-page anchor, or absolute http(s) or mailto URL. */
export const linkUrlSchema = z
  .string()
  .min(1)
  .refine((url) => url.startsWith('/') || url.startsWith('#') || /^https?:\/\//i.test(url) || /^mailto:/i.test(url), {
    message: 'expected a path starting with / or an http(s) or mailto URL',
  });

/** An image path or URL as the editor picked it. */
export const imagePathSchema = z.string().min(1);

/** A labelled link (navigation's mobile links, footer rows). */
export const linkItemSchema = z.object({ label: z.string().min(1), url: linkUrlSchema });
export type LinkItem = DeepReadonly<z.output<typeof linkItemSchema>>;
