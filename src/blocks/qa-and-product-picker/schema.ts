import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

const qaProductSchema = z.object({
  /** The product's name as the picker shows it. */
  productName: z.string().trim().min(1).max(120),
  /** Its review-service id, so a question's product matches its reviews (optional). */
  productId: z.string().trim().max(64).default(''),
  questions: z
    .array(z.object({ question: z.string().trim().min(1).max(300), answer: z.string().trim().min(1).max(3000) }))
    .min(1)
    .max(30),
});

export const qaAndProductPickerSchema = z.object({
  heading: z.string().trim().min(1).default('Questions and answers'),
  body: optionalTextSchema,
  pickerLabel: z.string().trim().min(1).default('Choose a recipe'),
  products: z.array(qaProductSchema).min(1).max(40),
  backgroundColor: backgroundColorSchema(),
});

export const qaAndProductPickerInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'Questions and answers', helperText: 'The section heading (an h2).' },
  { name: 'body', type: 'longText' },
  { name: 'pickerLabel', type: 'string', defaultValue: 'Choose a recipe' },
  {
    name: 'products',
    type: 'list',
    required: true,
    helperText: 'Each product with its questions and answers; the first is shown first.',
    subFields: [
      { name: 'productName', type: 'string', required: true },
      { name: 'productId', type: 'string', helperText: 'Its review-service id (optional).' },
      {
        name: 'questions',
        type: 'list',
        required: true,
        subFields: [
          { name: 'question', type: 'string', required: true },
          { name: 'answer', type: 'longText', required: true },
        ],
      },
    ],
  },
  backgroundColorInput(),
];
