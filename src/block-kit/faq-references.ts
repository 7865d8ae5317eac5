/**
 * What FAQ Section and FAQ Full take from an editor: a faq category, or faq entries picked by
 * reference, never question text of their own. The server fills the picks with the entries of the
 * faq model before the page renders (src/page-runtime/page/models/resolve-model-blocks.ts); a block shows
 * exactly the picks that carry an entry, in order.
 */
import { z } from 'zod';
import type { Faq } from '@/domain/faq/faq';
import type { BlockInput } from './types';
import { picksInput, picksSchema } from './model-reference';

/** A section, not the whole list: more than this belongs in FAQ Full. */
export const FAQ_SECTION_MAX = 20;
/** More questions than one page should hold; the faq model's list request returns at most 30 anyway. */
export const FAQ_FULL_MAX = 100;

/** The fields of a faq entry the blocks read (§3 faq model). */
const faqEntryDataSchema = z.object({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(5000),
  category: z.string().trim().max(100).default(''),
});

/** A list of picked faq entries, at most `max`. */
export const faqPicksSchema = (max: number) => picksSchema('faq', faqEntryDataSchema, max);

export function faqPicksInput(max: number): BlockInput {
  return picksInput({
    name: 'faqs',
    field: 'faq',
    model: 'faq',
    entryHelp: 'An entry of the faq model.',
    helperText: `Up to ${max} faq entries, in the order shown. Leave empty to show the questions of the category above.`,
  });
}

export const faqCategorySchema = z.string().trim().max(100).optional();
export const FAQ_CATEGORY_INPUT: BlockInput = {
  name: 'category',
  type: 'string',
  helperText: 'Show the faq entries of this category (as the faq model names it). Empty: every category. Ignored when entries are picked below.',
};

/** The deep-linked FAQ (`?faq=<id>`): rendered open and focused, so the browser scrolls to it. */
export const openFaqIdSchema = z.string().trim().max(100).optional();
export const OPEN_FAQ_ID_INPUT: BlockInput = {
  name: 'openFaqId',
  type: 'string',
  helperText: 'The faq entry id shown open. Pages set it from the address (?faq=…); leave empty.',
  advanced: true,
};

type FaqPicks = z.output<ReturnType<typeof faqPicksSchema>>;

/** The questions a block shows: the picks the server found an entry for, in the editor's order. */
export function shownFaqs(picks: FaqPicks): Faq[] {
  return picks.flatMap(({ faq }) => (faq.value ? [{ id: faq.id, ...faq.value.data }] : []));
}
