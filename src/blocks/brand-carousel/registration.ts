import { z } from 'zod';
import { defineBlock } from '@/page-builder/runtime/block-guard';
import { backgroundColorInput, backgroundColorSchema } from '@/page-builder/kit/shared-inputs';

export const brandCarouselSchema = z.object({
  heading: z.string().trim().min(1).max(120).default('Our brands'),
  backgroundColor: backgroundColorSchema(),
});

export const brandCarouselBlock = defineBlock({
  name: 'Brand Carousel',
  inputs: [{ name: 'heading', type: 'string', defaultValue: 'Our brands', required: true }, backgroundColorInput()],
  schema: brandCarouselSchema,
  island: true,
});
