/**
 * FAQ entries: they feed the FAQ blocks, the contact page and the content search index (type faq).
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';
import { linkUrlSchema } from './link';

/** @example faqDataSchema.parse({ question: 'Is it raw?', answer: 'No: gently cooked.', category: 'Food' }) */
export const faqDataSchema = z.object({
  question: z.string().min(1),
  /** Plain text; paragraphs separated by blank lines. */
  answer: z.string().min(1),
  category: z.string().min(1),
  url: linkUrlSchema.optional(),
});
export type FaqData = DeepReadonly<z.output<typeof faqDataSchema>>;
