import { z } from 'zod';
import type { BlockInput } from '@/block-kit/types';

export const testBrokenBlockSchema = z.object({
  reason: z.string().default('Throws on purpose'),
});

export const testBrokenBlockInputs: readonly BlockInput[] = [{ name: 'reason', type: 'string', defaultValue: 'Throws on purpose', helperText: 'Becomes the error message.' }];
