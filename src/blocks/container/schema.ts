import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, columnGapInput, columnGapSchema, maxWidthInput, maxWidthSchema } from '@/page-builder/kit/shared-inputs';
import type { BlockInput } from '@/page-builder/kit/types';

export const containerSchema = z.object({
  maxWidth: maxWidthSchema,
  columnGap: columnGapSchema,
  backgroundColor: backgroundColorSchema(),
});

export const containerInputs: readonly BlockInput[] = [maxWidthInput, columnGapInput, backgroundColorInput()];
