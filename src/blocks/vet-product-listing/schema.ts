import { z } from 'zod';
import { VET_DIETARY_NEEDS_FILTERS } from '@/config/constants';
import { backgroundColorInput, backgroundColorSchema } from '@/block-kit/shared-inputs';
import { buyButtonInput, buyButtonSchema, petTypeInput, petTypeSchema, tagListInput, tagListSchema } from '@/block-kit/catalog-ui/shared-catalog-inputs';
import { listingCtaSchema } from '@/block-kit/catalog-ui/listing-schemas';
import type { BlockInput } from '@/block-kit/types';

const dietaryNeed = z.enum(VET_DIETARY_NEEDS_FILTERS);

export const vetProductListingSchema = z.object({
  heading: z.string().trim().min(1).max(120).default('Products for your patients'),
  petType: petTypeSchema,
  featuredFilters: tagListSchema,
  /** §3: all ten on by default; an editor may switch some off. */
  dietaryNeedsFilters: z.array(z.object({ filter: dietaryNeed })).default(VET_DIETARY_NEEDS_FILTERS.map((filter) => ({ filter }))),
  ctas: z
    .array(
      listingCtaSchema,
    )
    .max(10)
    .default([]),
  urlKey: z.string().regex(/^[a-z][a-z0-9-]{0,20}$/).default('filter'),
  buyButton: buyButtonSchema,
  backgroundColor: backgroundColorSchema(),
});

export const vetProductListingInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'Products for your patients', required: true },
  petTypeInput,
  tagListInput('featuredFilters', 'Extra filter chips shown first, matched against product tags (e.g. "senior").'),
  {
    name: 'dietaryNeedsFilters',
    type: 'list',
    subFields: [{ name: 'filter', type: 'string', enum: VET_DIETARY_NEEDS_FILTERS, required: true }],
    defaultValue: VET_DIETARY_NEEDS_FILTERS.map((filter) => ({ filter })),
    helperText: 'Each lists the recipes lowest or highest in the nutrient it names.',
  },
  {
    name: 'ctas',
    type: 'list',
    defaultValue: [],
    helperText: 'Listing calls to action, each after the given number of products.',
    subFields: [
      { name: 'afterPosition', type: 'number', required: true, min: 0 },
      { name: 'heading', type: 'string', required: true },
      { name: 'text', type: 'longText' },
      { name: 'buttonLabel', type: 'string', required: true },
      { name: 'url', type: 'url', required: true },
    ],
  },
  { name: 'urlKey', type: 'string', defaultValue: 'filter', advanced: true },
  buyButtonInput,
  backgroundColorInput(),
];
