import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, buttonsInput, buttonsSchema, optionalTextSchema, requiredTextSchema } from '@/page-builder/kit/shared-inputs';
import type { BlockInput } from '@/page-builder/kit/types';

/** §2 Transitioning variants: the guide behind a disclosure (Drawer) or always shown (Fixed). */
const TRANSITIONING_VARIANTS = ['Drawer', 'Fixed'] as const;

const stepSchema = z.object({
  days: requiredTextSchema,
  newFoodPercent: z.number().int().min(0).max(100),
  note: optionalTextSchema,
});

/** The usual week-long switch: a quarter more of the new food every two days. */
const DEFAULT_TRANSITION_STEPS = [
  { days: 'Days 1–2', newFoodPercent: 25 },
  { days: 'Days 3–4', newFoodPercent: 50 },
  { days: 'Days 5–6', newFoodPercent: 75 },
  { days: 'Day 7', newFoodPercent: 100 },
];

export const transitioningSchema = z.object({
  variant: z.enum(TRANSITIONING_VARIANTS).default('Fixed'),
  heading: requiredTextSchema,
  body: optionalTextSchema,
  drawerLabel: z.string().trim().min(1).default('See the day-by-day guide'),
  currentFoodLabel: z.string().trim().min(1).default('Current food'),
  newFoodLabel: z.string().trim().min(1).default('Brightbowl'),
  steps: z
    .array(stepSchema)
    .min(1)
    .refine((steps) => steps.every((s, i) => i === 0 || s.newFoodPercent >= (steps[i - 1]?.newFoodPercent ?? 0)), 'the share of new food must not go down from one step to the next')
    .default(DEFAULT_TRANSITION_STEPS),
  backgroundColor: backgroundColorSchema('Light Leaf'),
  buttons: buttonsSchema,
});

export const transitioningInputs: readonly BlockInput[] = [
  {
    name: 'variant',
    type: 'string',
    enum: TRANSITIONING_VARIANTS,
    defaultValue: 'Fixed',
    helperText: 'Drawer: the guide opens from a button under the heading. Fixed: the guide is always shown.',
  },
  { name: 'heading', type: 'string', required: true },
  { name: 'body', type: 'longText', helperText: 'Optional introduction under the heading.' },
  { name: 'drawerLabel', type: 'string', defaultValue: 'See the day-by-day guide', helperText: 'The button that opens the guide (Drawer only).' },
  { name: 'currentFoodLabel', type: 'string', defaultValue: 'Current food', helperText: 'Column header for the food the pet eats now.' },
  { name: 'newFoodLabel', type: 'string', defaultValue: 'Brightbowl', helperText: 'Column header for our food.' },
  {
    name: 'steps',
    type: 'list',
    defaultValue: DEFAULT_TRANSITION_STEPS,
    helperText: 'Each step: which days, and the percent of the bowl that is our food (the rest is the current food). It never goes down.',
    subFields: [
      { name: 'days', type: 'string', required: true, helperText: 'e.g. "Days 1–2".' },
      { name: 'newFoodPercent', type: 'number', required: true, min: 0, max: 100, step: 5 },
      { name: 'note', type: 'string', helperText: 'Optional tip for this step.' },
    ],
  },
  backgroundColorInput('Light Leaf'),
  buttonsInput(),
];
