/**
 * The registrations of §2's "Reviews and help" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { faqFullBlock } from '../faq-full/registration';
import { faqSectionBlock } from '../faq-section/registration';
import { qaAndProductPickerBlock } from '../qa-and-product-picker/registration';
import { reviewsFromServiceBlock } from '../reviews-from-a-review-service/registration';
import { reviewsBlock } from '../reviews/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const REVIEWS_AND_HELP_BLOCKS: readonly RegisteredBlock[] = [reviewsBlock, faqFullBlock, faqSectionBlock, reviewsFromServiceBlock, qaAndProductPickerBlock];
