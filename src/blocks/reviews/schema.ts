import { z } from 'zod';
import { PET_TYPES } from '@/domain/reviews/review';
import { backgroundColorInput, backgroundColorSchema, linkUrlSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** One review an editor quotes (from the reviews model or a review the team was sent). */
const curatedReviewSchema = z.object({
  rating: z.coerce.number().int().min(1).max(5).default(5),
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(2000),
  author: z.string().trim().min(1).max(80),
  petName: z.string().trim().max(40).default(''),
  petType: z.enum(PET_TYPES).default('dog'),
  /** YYYY-MM-DD; left out when the editor does not know it. */
  date: z.iso.date().optional().catch(undefined),
});

export const reviewsSchema = z.object({
  heading: z.string().trim().min(1).default('What pet parents say'),
  body: optionalTextSchema,
  reviews: z.array(curatedReviewSchema).min(1).max(12),
  /** Where "Write a review" goes. */
  writeReviewUrl: linkUrlSchema.default('/write-a-review'),
  showWriteReviewLink: z.boolean().default(true),
  writeReviewLabel: z.string().trim().min(1).default('Write a review'),
  backgroundColor: backgroundColorSchema(),
});

export const reviewsInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'What pet parents say', helperText: 'The section heading (an h2).' },
  { name: 'body', type: 'longText', helperText: 'Optional sentence under the heading.' },
  {
    name: 'reviews',
    type: 'list',
    required: true,
    helperText: '1 to 12 reviews, in the order shown.',
    subFields: [
      { name: 'rating', type: 'number', required: true, min: 1, max: 5, step: 1, defaultValue: 5 },
      { name: 'title', type: 'string', required: true },
      { name: 'text', type: 'longText', required: true },
      { name: 'author', type: 'string', required: true, helperText: 'The name the reviewer chose to show.' },
      { name: 'petName', type: 'string' },
      { name: 'petType', type: 'string', enum: [...PET_TYPES], defaultValue: 'dog' },
      { name: 'date', type: 'string', helperText: 'YYYY-MM-DD (optional).' },
    ],
  },
  { name: 'writeReviewUrl', type: 'url', defaultValue: '/write-a-review', helperText: 'Where the write-a-review link goes.' },
  { name: 'showWriteReviewLink', type: 'boolean', defaultValue: true },
  { name: 'writeReviewLabel', type: 'string', defaultValue: 'Write a review' },
  backgroundColorInput(),
];
