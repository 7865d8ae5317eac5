import { z } from 'zod';
import { PRODUCT_LISTING_V2_DEFAULT_FILTERS } from '@/config/constants';
import { IMAGE_FILE_TYPES, backgroundColorInput, backgroundColorSchema } from '@/page-builder/kit/shared-inputs';
import { buyButtonInput, buyButtonSchema, headingInput, headingSchema, petTypeInput, petTypeSchema, tagItemSchema, tagListInput } from '@/page-builder/kit/catalog-ui/shared-catalog-inputs';
import { customProductSchema } from '@/page-builder/kit/catalog-ui/listing-schemas';
import type { BlockInput } from '@/page-builder/kit/types';

export const productListingV2Schema = z.object({
  heading: headingSchema,
  petType: petTypeSchema,
  includeCatalog: z.boolean().default(true),
  filters: z
    .array(tagItemSchema)
    .max(20)
    .default(PRODUCT_LISTING_V2_DEFAULT_FILTERS.map((tag) => ({ tag }))),
  customProducts: z.array(customProductSchema).max(60).default([]),
  urlKey: z.string().regex(/^[a-z][a-z0-9-]{0,20}$/, 'expected a short lower-case query key').default('filters'),
  buyButton: buyButtonSchema,
  backgroundColor: backgroundColorSchema(),
});

export const productListingV2Inputs: readonly BlockInput[] = [
  headingInput,
  petTypeInput,
  { name: 'includeCatalog', type: 'boolean', defaultValue: true, helperText: 'List catalog products after the custom ones.' },
  tagListInput('filters', 'Filter chips, matched against product tags and dietary needs.', PRODUCT_LISTING_V2_DEFAULT_FILTERS),
  {
    name: 'customProducts',
    type: 'list',
    defaultValue: [],
    subFields: [
      { name: 'title', type: 'string', required: true },
      { name: 'brand', type: 'string' },
      { name: 'image', type: 'file', allowedFileTypes: IMAGE_FILE_TYPES, required: true },
      { name: 'link', type: 'url', required: true },
      { name: 'petType', type: 'string', enum: ['dog', 'cat'], required: true },
      tagListInput('tags', 'Tags the filter chips match.'),
      { name: 'productType', type: 'string' },
      { name: 'protein', type: 'string' },
      tagListInput('dietaryNeeds', 'e.g. "digestive issues".'),
    ],
  },
  { name: 'urlKey', type: 'string', defaultValue: 'filters', advanced: true, helperText: 'The URL query key for the active filters.' },
  buyButtonInput,
  backgroundColorInput(),
];
