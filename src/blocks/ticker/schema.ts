import { z } from 'zod';
import { TIMING } from '@/config/constants';
import { backgroundColorInput, backgroundColorSchema, linkUrlSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** Faster than this no one can read a segment; slower and it looks stalled. §9's default sits inside. */
const TICKER_SECONDS_RANGE = { min: 5, max: 60 } as const;

const segmentSchema = z.object({ text: requiredTextSchema, url: linkUrlSchema.optional() });

export const tickerSchema = z.object({
  label: z.string().trim().min(1).default('Announcements'),
  items: z.array(segmentSchema).min(1),
  secondsPerSegment: z.number().int().min(TICKER_SECONDS_RANGE.min).max(TICKER_SECONDS_RANGE.max).default(TIMING.tickerSecondsPerSegment),
  hideUs: z.boolean().default(false),
  hideGb: z.boolean().default(false),
  hideCa: z.boolean().default(false),
  backgroundColor: backgroundColorSchema('Dark Green'),
});

export const tickerInputs: readonly BlockInput[] = [
  { name: 'label', type: 'string', defaultValue: 'Announcements', required: true, helperText: 'What screen readers call the ticker (not shown).' },
  {
    name: 'items',
    type: 'list',
    required: true,
    helperText: 'Short segments that scroll past, one after another.',
    subFields: [
      { name: 'text', type: 'string', required: true },
      { name: 'url', type: 'url', helperText: 'Optional link for the segment.' },
    ],
  },
  {
    name: 'secondsPerSegment',
    type: 'number',
    defaultValue: TIMING.tickerSecondsPerSegment,
    min: TICKER_SECONDS_RANGE.min,
    max: TICKER_SECONDS_RANGE.max,
    helperText: `Seconds each segment takes to cross (${TICKER_SECONDS_RANGE.min}–${TICKER_SECONDS_RANGE.max}); more is slower.`,
    advanced: true,
  },
  { name: 'hideUs', type: 'boolean', defaultValue: false, helperText: 'Hide on the US site (en-us).' },
  { name: 'hideGb', type: 'boolean', defaultValue: false, helperText: 'Hide on the UK site (en-gb).' },
  { name: 'hideCa', type: 'boolean', defaultValue: false, helperText: 'Hide on the Canadian site (en-ca).' },
  backgroundColorInput('Dark Green'),
];
