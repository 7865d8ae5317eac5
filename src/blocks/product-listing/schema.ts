import { z } from 'zod';
import { LIFE_STAGES, RECIPE_FORMS, TEXTURES } from '@/engine/product-facts';
import { backgroundColorInput, backgroundColorSchema } from '@/block-kit/shared-inputs';
import { buyButtonInput, buyButtonSchema, headingInput, headingSchema, limitInput, limitSchema, petTypeInput, petTypeSchema, tagListInput, tagListSchema } from '@/block-kit/catalog-ui/shared-catalog-inputs';
import type { BlockInput } from '@/block-kit/types';

export const productListingSchema = z.object({
  heading: headingSchema,
  petType: petTypeSchema,
  brand: z.string().regex(/^[a-z0-9-]{1,60}$/, 'expected a brand id like "gentle"').optional(),
  tags: tagListSchema,
  form: z.enum(RECIPE_FORMS).optional(),
  texture: z.enum(TEXTURES).optional(),
  lifeStage: z.enum(LIFE_STAGES).optional(),
  limit: limitSchema(12),
  buyButton: buyButtonSchema,
  backgroundColor: backgroundColorSchema(),
});

export const productListingInputs: readonly BlockInput[] = [
  headingInput,
  petTypeInput,
  { name: 'brand', type: 'string', helperText: 'A brand id (e.g. "gentle") to list only that product line.' },
  tagListInput('tags', 'Products must have every tag (e.g. "grain-free").'),
  { name: 'form', type: 'string', enum: RECIPE_FORMS, helperText: 'Only rolls or only bags; leave empty for both.' },
  { name: 'texture', type: 'string', enum: TEXTURES, helperText: 'Only this texture (pate, chunks, crumbles).' },
  { name: 'lifeStage', type: 'string', enum: LIFE_STAGES, helperText: 'Only recipes for this life stage.' },
  limitInput(12),
  buyButtonInput,
  backgroundColorInput(),
];
