import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema } from '@/block-kit/shared-inputs';
import { buyButtonInput, buyButtonSchema, limitInput, limitSchema, petTypeInput, petTypeSchema, tagListInput, tagListSchema } from '@/block-kit/catalog-ui/shared-catalog-inputs';
import type { BlockInput } from '@/block-kit/types';

export const plpCarouselListSchema = z.object({
  heading: z.string().trim().min(1).max(120),
  petType: petTypeSchema,
  tags: tagListSchema,
  limit: limitSchema(12),
  buyButton: buyButtonSchema,
  backgroundColor: backgroundColorSchema(),
});

export const plpCarouselListInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, helperText: 'Also names the carousel for screen readers.' },
  petTypeInput,
  tagListInput('tags', 'Products must have every tag.'),
  limitInput(12),
  buyButtonInput,
  backgroundColorInput(),
];
