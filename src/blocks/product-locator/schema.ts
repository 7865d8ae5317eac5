import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const productLocatorSchema = z.object({
  heading: z.string().trim().min(1).max(120).default('Find a store near you'),
  upc: z
    .string()
    .trim()
    .regex(/^\d{12}$/, 'expected a 12-digit UPC')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  buyOnline: z.boolean().default(false),
  backgroundColor: backgroundColorSchema(),
});

export const productLocatorInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'Find a store near you', required: true },
  { name: 'upc', type: 'string', helperText: 'Preselect a product by its 12-digit UPC (optional).' },
  { name: 'buyOnline', type: 'boolean', defaultValue: false, helperText: 'Open on the buy-online view.' },
  backgroundColorInput(),
];
