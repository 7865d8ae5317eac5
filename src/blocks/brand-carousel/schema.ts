import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const brandCarouselSchema = z.object({
  heading: z.string().trim().min(1).max(120).default('Our brands'),
  backgroundColor: backgroundColorSchema(),
});

export const brandCarouselInputs: readonly BlockInput[] = [{ name: 'heading', type: 'string', defaultValue: 'Our brands', required: true }, backgroundColorInput()];
