import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import { backgroundColorInput, backgroundColorSchema } from '@/page-builder/kit/shared-inputs';
import { buyButtonInput, buyButtonSchema, limitInput, limitSchema, petTypeInput, petTypeSchema, tagListInput, tagListSchema } from '@/page-builder/kit/catalog-ui/shared-catalog-inputs';

export const plpCarouselListSchema = z.object({
  heading: z.string().trim().min(1).max(120),
  petType: petTypeSchema,
  tags: tagListSchema,
  limit: limitSchema(12),
  buyButton: buyButtonSchema,
  backgroundColor: backgroundColorSchema(),
});

export const plpCarouselListBlock = defineBlock({
  name: 'PLP Carousel List',
  inputs: [
    { name: 'heading', type: 'string', required: true, helperText: 'Also names the carousel for screen readers.' },
    petTypeInput,
    tagListInput('tags', 'Products must have every tag.'),
    limitInput(12),
    buyButtonInput,
    backgroundColorInput(),
  ],
  schema: plpCarouselListSchema,
  island: true,
});
