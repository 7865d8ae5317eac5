/**
 * Listing item shapes that blocks' option schemas hold and the listing logic reads (as types only).
 * They live apart from shared-catalog-inputs.ts, which listing islands import at run time: these
 * pull in the link and image rules, which the browser never needs.
 */
import { z } from 'zod';
import { imageSrcSchema, linkUrlSchema } from '../shared-inputs';
import { tagListSchema } from './shared-catalog-inputs';

/** §3 Product Listing v2 custom product: a card an editor adds by hand beside the catalog's. */
export const customProductSchema = z.object({
  title: z.string().trim().min(1),
  brand: z.string().trim().optional(),
  image: imageSrcSchema,
  link: linkUrlSchema,
  petType: z.enum(['dog', 'cat']),
  tags: tagListSchema,
  productType: z.string().trim().optional(),
  protein: z.string().trim().optional(),
  dietaryNeeds: tagListSchema,
});

/** A listing's call to action (Vet Product Listing), placed after `afterPosition` products. */
export const listingCtaSchema = z.object({
  afterPosition: z.number().int().min(0).max(200),
  heading: z.string().trim().min(1).max(120),
  text: z.string().trim().max(300).optional(),
  buttonLabel: z.string().trim().min(1).max(40),
  url: linkUrlSchema,
});
