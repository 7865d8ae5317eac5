import { z } from 'zod';
import { defineBlock } from '../block-guard';
import { backgroundColorInput, backgroundColorSchema } from '../shared-inputs';
import {
  buyButtonInput,
  buyButtonSchema,
  headingInput,
  headingSchema,
  limitInput,
  limitSchema,
  petTypeInput,
  petTypeSchema,
  tagListInput,
  tagListSchema,
} from '../catalog-ui/shared-catalog-inputs';
import { ProductListing } from './product-listing';

export const productListingSchema = z.object({
  heading: headingSchema,
  petType: petTypeSchema,
  brand: z.string().regex(/^[a-z0-9-]{1,60}$/, 'expected a brand id like "gentle"').optional(),
  tags: tagListSchema,
  limit: limitSchema(12),
  buyButton: buyButtonSchema,
  backgroundColor: backgroundColorSchema(),
});

export const productListingBlock = defineBlock({
  name: 'Product Listing',
  inputs: [
    headingInput,
    petTypeInput,
    { name: 'brand', type: 'string', helperText: 'A brand id (e.g. "gentle") to list only that product line.' },
    tagListInput('tags', 'Products must have every tag (e.g. "grain-free").'),
    limitInput(12),
    buyButtonInput,
    backgroundColorInput(),
  ],
  schema: productListingSchema,
  component: ProductListing,
});
