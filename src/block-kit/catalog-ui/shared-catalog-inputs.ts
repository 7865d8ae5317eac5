/** Editor inputs the catalog blocks share, each beside its zod schema. */
import { z } from 'zod';
import type { BlockInput } from '../types';
import { BUY_BUTTONS, PET_TYPES } from './catalog-option-values';

export const buyButtonInput: BlockInput = {
  name: 'buyButton',
  type: 'string',
  enum: BUY_BUTTONS,
  defaultValue: 'Where to buy link',
  helperText: 'Shop now opens the store locator in a window on this page (use it where the smart-buy button is enabled).',
};
export const buyButtonSchema = z.enum(BUY_BUTTONS).default('Where to buy link');

export const petTypeInput: BlockInput = { name: 'petType', type: 'string', enum: PET_TYPES, defaultValue: 'All' };
export const petTypeSchema = z.enum(PET_TYPES).default('All');

export const headingInput: BlockInput = { name: 'heading', type: 'string', helperText: 'Shown above the listing as an h2.' };
export const headingSchema = z.string().trim().max(120).optional();

export const limitInput = (defaultValue: number): BlockInput => ({ name: 'limit', type: 'number', defaultValue, min: 1, max: 60 });
export const limitSchema = (defaultValue: number) => z.number().int().min(1).max(60).default(defaultValue);

/** A tag as the catalog writes them (lower case words). */
const tagSchema = z.string().trim().toLowerCase().regex(/^[a-z0-9 -]{1,40}$/, 'expected a lower-case tag like "grain-free"');

/** A list of tags as Builder stores list inputs: objects ({ tag }). Components read them with `tagsOf`. */
export const tagItemSchema = z.object({ tag: tagSchema });
export const tagListSchema = z.array(tagItemSchema).max(20).default([]);
export const tagListInput = (name: string, helperText: string, defaultValue: readonly string[] = []): BlockInput => ({
  name,
  type: 'list',
  subFields: [{ name: 'tag', type: 'string', required: true }],
  defaultValue: defaultValue.map((tag) => ({ tag })),
  helperText,
});
