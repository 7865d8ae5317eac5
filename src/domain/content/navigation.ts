/**
 * Spec §3 Navigation (CMS): the header's links and dropdowns, and the extra links of the mobile menu.
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';
import { imagePathSchema, linkItemSchema, linkUrlSchema } from './link';

const navigationDropdownItemSchema = z.object({
  image: imagePathSchema,
  imageAltText: z.string(),
  heading: z.string().min(1),
  subheading: z.string().optional(),
  url: linkUrlSchema,
});

const navigationItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), label: z.string().min(1), url: linkUrlSchema }),
  z.object({
    type: z.literal('dropdown'),
    label: z.string().min(1),
    url: linkUrlSchema.optional(),
    /** Editor-picked tiles; ignored when `brands` is set (the tiles then come from the brands model). */
    items: z.array(navigationDropdownItemSchema).default([]),
    brands: z.boolean().default(false),
  }),
]);

/** @example navigationDataSchema.parse({}) // { navigationItems: [], additionalMobileLinks: [] } */
export const navigationDataSchema = z.object({
  navigationItems: z.array(navigationItemSchema).default([]),
  additionalMobileLinks: z.array(linkItemSchema).default([]),
});
export type NavigationData = DeepReadonly<z.output<typeof navigationDataSchema>>;
