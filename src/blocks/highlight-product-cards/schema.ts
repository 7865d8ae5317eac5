import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import { buyButtonInput, buyButtonSchema } from '@/block-kit/catalog-ui/shared-catalog-inputs';
import type { BlockInput } from '@/block-kit/types';

const productKey = z.string().trim().regex(/^[a-z0-9-]{1,80}$/, 'expected a product id or slug');

export const highlightProductCardsSchema = z.object({
  heading: z.string().trim().min(1).max(120),
  body: optionalTextSchema,
  products: z.array(z.object({ product: productKey })).min(1).max(12),
  buyButton: buyButtonSchema,
  backgroundColor: backgroundColorSchema(),
});

export const highlightProductCardsInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true },
  { name: 'body', type: 'longText' },
  {
    name: 'products',
    type: 'list',
    required: true,
    subFields: [{ name: 'product', type: 'string', required: true, helperText: 'A product id or slug.' }],
    helperText: 'Shown in this order.',
  },
  buyButtonInput,
  backgroundColorInput(),
];
