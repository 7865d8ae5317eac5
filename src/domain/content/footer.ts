/**
 * Spec §3 Footer (CMS): link columns, social links and the newsletter signup's source.
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';
import { imagePathSchema, linkItemSchema, linkUrlSchema } from './link';

const footerColumnSchema = z.object({ heading: z.string().optional(), rows: z.array(linkItemSchema).default([]) });

const footerSocialSchema = z.object({ icon: z.string().min(1), url: linkUrlSchema, image: imagePathSchema });

/** @example footerDataSchema.parse({ klaviyoSource: 'Footer' }).columns // [] */
export const footerDataSchema = z.object({
  columns: z.array(footerColumnSchema).default([]),
  social: z.array(footerSocialSchema).default([]),
  /** The newsletter `source` field sent with a footer signup (spec §3, §7). */
  klaviyoSource: z.string().min(1),
});
export type FooterData = DeepReadonly<z.output<typeof footerDataSchema>>;
