import { z } from 'zod';
import { FEEDING_CUPS, LOCALES, DEFAULT_LOCALE } from '@/config/constants';
import { SPECIES } from '@/engine/product-facts';
import { RECIPE_TABLE_VIEWS, recipeTableCellSchema, recipeTableRowSchema } from '@/features/catalog/recipe-tables';
import { backgroundColorInput, backgroundColorSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** §3 cups: 'None', or 0.5 to 5 in halves, offered as a dropdown so an editor cannot type 2.3. */
const CUPS_OPTIONS: readonly [string, ...string[]] = [
  'None',
  ...Array.from({ length: Math.round((FEEDING_CUPS.max - FEEDING_CUPS.min) / FEEDING_CUPS.step) + 1 }, (_, i) =>
    String(FEEDING_CUPS.min + i * FEEDING_CUPS.step),
  ),
];

/**
 * Where the table's amounts come from: the editor's rows, or the recipes of the catalog (every
 * recipe of a species sold in the page's locale, each from its own record), so a page that speaks
 * of many recipes cannot disagree with any of them.
 */
const FEEDING_SOURCES = ['Rows below', 'Recipes in the catalog'] as const;


export const feedingGuidelinesSchema = z.object({
  heading: z.string().trim().min(1).max(120).default('Feeding guidelines'),
  body: optionalTextSchema,
  caption: z.string().trim().min(1).max(200).default("Daily amounts by your pet's weight"),
  source: z.enum(FEEDING_SOURCES).default('Rows below'),
  species: z.enum(SPECIES).default('dog'),
  show: z.enum(RECIPE_TABLE_VIEWS).default('Daily amounts'),
  items: z
    .array(z.object({ label: z.string().trim().min(1).max(60), value: z.string().trim().min(1).max(120), cups: z.enum(CUPS_OPTIONS).default('None') }))
    .max(30)
    .default([]),
  /** A catalog table, filled in on the server when the page is served (never typed by an editor). */
  recipeColumns: z.array(recipeTableCellSchema).max(20).default([]),
  recipeRows: z.array(recipeTableRowSchema).max(200).default([]),
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
  backgroundColor: backgroundColorSchema(),
});

const FILLED = 'Filled in from the catalog when the page is served; leave empty.';

export const feedingGuidelinesInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', defaultValue: 'Feeding guidelines', required: true },
  { name: 'body', type: 'longText' },
  { name: 'caption', type: 'string', defaultValue: "Daily amounts by your pet's weight", helperText: 'Describes the table for screen readers.' },
  {
    name: 'source',
    type: 'string',
    enum: FEEDING_SOURCES,
    defaultValue: 'Rows below',
    helperText: 'Recipes in the catalog: one row per recipe of the species, drawn from its record (the rows below are then not used).',
  },
  { name: 'species', type: 'string', enum: SPECIES, defaultValue: 'dog', helperText: 'Recipes in the catalog only: which recipes.' },
  {
    name: 'show',
    type: 'string',
    enum: RECIPE_TABLE_VIEWS,
    defaultValue: 'Daily amounts',
    helperText: 'Recipes in the catalog only: each recipe’s amounts by pet weight, or its nutrient profile (per cup, per 1,000 kcal, dry matter).',
  },
  {
    name: 'items',
    type: 'list',
    subFields: [
      { name: 'label', type: 'string', required: true, helperText: 'The pet weight, e.g. "20 lb (9.1 kg)".' },
      { name: 'value', type: 'string', required: true, helperText: 'The amount in words, e.g. "2 cups a day".' },
      { name: 'cups', type: 'string', enum: CUPS_OPTIONS, defaultValue: 'None' },
    ],
  },
  { name: 'recipeColumns', type: 'list', advanced: true, helperText: FILLED, subFields: [{ name: 'text', type: 'string', required: true }] },
  {
    name: 'recipeRows',
    type: 'list',
    advanced: true,
    helperText: FILLED,
    subFields: [
      { name: 'recipe', type: 'string', required: true },
      { name: 'url', type: 'string', required: true },
      { name: 'cells', type: 'list', required: true, subFields: [{ name: 'text', type: 'string', required: true }] },
    ],
  },
  { name: 'locale', type: 'string', enum: LOCALES, advanced: true, helperText: 'The units amounts are printed in. Empty: the locale of the page, filled in when the page is served.' },
  backgroundColorInput(),
];
