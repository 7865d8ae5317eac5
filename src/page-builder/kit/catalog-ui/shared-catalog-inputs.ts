/** Editor inputs the catalog blocks share, each beside its zod schema. */
import { z } from 'zod';
import type { BlockInput } from '../types';

export const BUY_BUTTONS = ['Where to buy link', 'Shop now button'] as const;
export const buyButtonInput: BlockInput = {
  name: 'buyButton',
  type: 'string',
  enum: BUY_BUTTONS,
  defaultValue: 'Where to buy link',
  helperText: 'Shop now opens the store locator in a window on this page (use it where the smart-buy button is enabled).',
};
export const buyButtonSchema = z.enum(BUY_BUTTONS).default('Where to buy link');
export const toBuyAction = (b: (typeof BUY_BUTTONS)[number]): 'shop-now' | 'where-to-buy' => (b === 'Shop now button' ? 'shop-now' : 'where-to-buy');

export const PET_TYPES = ['All', 'dog', 'cat'] as const;
export const petTypeInput: BlockInput = { name: 'petType', type: 'string', enum: PET_TYPES, defaultValue: 'All' };
export const petTypeSchema = z.enum(PET_TYPES).default('All');
export const speciesParam = (p: (typeof PET_TYPES)[number]) => (p === 'All' ? undefined : p);

export const headingInput: BlockInput = { name: 'heading', type: 'string', helperText: 'Shown above the listing as an h2.' };
export const headingSchema = z.string().trim().max(120).optional();

export const limitInput = (defaultValue: number): BlockInput => ({ name: 'limit', type: 'number', defaultValue, min: 1, max: 60 });
export const limitSchema = (defaultValue: number) => z.number().int().min(1).max(60).default(defaultValue);

/** A tag as the catalog writes them (lower case words). */
const tagSchema = z.string().trim().toLowerCase().regex(/^[a-z0-9 -]{1,40}$/, 'expected a lower-case tag like "grain-free"');

/** A list of tags as Builder stores list inputs: objects ({ tag }). Components read them with `tagsOf`. */
export const tagItemSchema = z.object({ tag: tagSchema });
export const tagListSchema = z.array(tagItemSchema).max(20).default([]);
export const tagsOf = (items: ReadonlyArray<{ readonly tag: string }>): string[] => items.map((i) => i.tag);
export const tagListInput = (name: string, helperText: string, defaultValue: readonly string[] = []): BlockInput => ({
  name,
  type: 'list',
  subFields: [{ name: 'tag', type: 'string', required: true }],
  defaultValue: defaultValue.map((tag) => ({ tag })),
  helperText,
});
