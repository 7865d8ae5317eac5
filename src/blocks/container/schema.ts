import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, columnGapInput, columnGapSchema, maxWidthInput, maxWidthSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const containerSchema = z.object({
  maxWidth: maxWidthSchema,
  columnGap: columnGapSchema,
  backgroundColor: backgroundColorSchema(),
});

export const containerInputs: readonly BlockInput[] = [maxWidthInput, columnGapInput, backgroundColorInput()];
