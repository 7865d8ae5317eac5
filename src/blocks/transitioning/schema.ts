import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, buttonsInput, buttonsSchema, optionalTextSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';
import type { SwitchingPace } from '@/domain/switching/switching-plan';

/** §2 Transitioning variants: the guide behind a disclosure (Drawer) or always shown (Fixed). */
const TRANSITIONING_VARIANTS = ['Drawer', 'Fixed'] as const;

/** Editor names for the plan's paces (src/domain/switching/switching-plan.ts). */
const TRANSITIONING_PACES = ['Standard', 'Gentle'] as const;
export const PACE_BY_OPTION = { Standard: 'standard', Gentle: 'gentle' } as const satisfies Record<(typeof TRANSITIONING_PACES)[number], SwitchingPace>;

export const transitioningSchema = z.object({
  variant: z.enum(TRANSITIONING_VARIANTS).default('Fixed'),
  heading: requiredTextSchema,
  body: optionalTextSchema,
  drawerLabel: z.string().trim().min(1).default('See the day-by-day guide'),
  currentFoodLabel: z.string().trim().min(1).default('Current food'),
  newFoodLabel: z.string().trim().min(1).default('Brightbowl'),
  // The days and shares are the one switching plan's, never typed per page, so no page can
  // contradict another; editors choose the pace and may add a tip to each step.
  pace: z.enum(TRANSITIONING_PACES).default('Standard'),
  notes: z.array(z.object({ note: optionalTextSchema })).default([]),
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
    name: 'pace',
    type: 'string',
    enum: TRANSITIONING_PACES,
    defaultValue: 'Standard',
    helperText: 'The switching plan shown: Standard (a week) or Gentle (the same steps over two weeks, for sensitive stomachs). Days and shares come from the plan.',
  },
  {
    name: 'notes',
    type: 'list',
    defaultValue: [],
    helperText: 'Optional tips, one per step of the plan, in order (the first tip goes with the first step).',
    subFields: [{ name: 'note', type: 'string', helperText: 'Optional tip for this step.' }],
  },
  backgroundColorInput('Light Leaf'),
  buttonsInput(),
];
