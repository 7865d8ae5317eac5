import { z } from 'zod';
import { LISTING_AUDIENCES } from '@/block-kit/catalog-ui/listing-filters';
import { IMAGE_FILE_TYPES, backgroundColorInput, backgroundColorSchema } from '@/block-kit/shared-inputs';
import { buyButtonInput, buyButtonSchema, headingInput, headingSchema, petTypeInput, petTypeSchema, tagItemSchema, tagListInput } from '@/block-kit/catalog-ui/shared-catalog-inputs';
import { customProductSchema } from '@/block-kit/catalog-ui/listing-schemas';
import type { BlockInput } from '@/block-kit/types';

export const productListingV2Schema = z.object({
  heading: headingSchema,
  petType: petTypeSchema,
  audience: z.enum(LISTING_AUDIENCES).default('All ages'),
  includeCatalog: z.boolean().default(true),
  /** Empty: the defaults for the pet type and audience (defaultListingFilters). */
  filters: z.array(tagItemSchema).max(20).default([]),
  customProducts: z.array(customProductSchema).max(60).default([]),
  urlKey: z.string().regex(/^[a-z][a-z0-9-]{0,20}$/, 'expected a short lower-case query key').default('filters'),
  buyButton: buyButtonSchema,
  backgroundColor: backgroundColorSchema(),
});

export const productListingV2Inputs: readonly BlockInput[] = [
  headingInput,
  { ...petTypeInput, helperText: 'Which pets the listing is for; it also picks the default filter chips (cat words for cats).' },
  {
    name: 'audience',
    type: 'string',
    enum: LISTING_AUDIENCES,
    defaultValue: 'All ages',
    helperText: 'Every age, or one life stage (a puppy page lists puppy recipes and drops the life-stage chips).',
  },
  { name: 'includeCatalog', type: 'boolean', defaultValue: true, helperText: 'List catalog products after the custom ones.' },
  tagListInput(
    'filters',
    'Filter chips, matched against product tags and dietary needs. Leave empty for the defaults that fit the pet type (the standard dog chips, or kitten, senior and other cat chips for cats). A chip no listed product has is hidden; each shows its count.',
  ),
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
