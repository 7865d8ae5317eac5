import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, linkUrlSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** One line on a phone at most twice: longer text would not fit the reserved height. */
const ANNOUNCEMENT_MAX_CHARS = 140;

export const announcementBarSchema = z.object({
  text: z.string().trim().min(1).max(ANNOUNCEMENT_MAX_CHARS),
  linkLabel: optionalTextSchema,
  url: linkUrlSchema.optional(),
  dismissible: z.boolean().default(true),
  backgroundColor: backgroundColorSchema('Fuchsia'),
});

export const announcementBarInputs: readonly BlockInput[] = [
  { name: 'text', type: 'string', required: true, helperText: `The announcement, ${ANNOUNCEMENT_MAX_CHARS} characters at most.` },
  { name: 'linkLabel', type: 'string', helperText: 'Optional link text after the announcement, e.g. "Find a store".' },
  { name: 'url', type: 'url', helperText: 'Where the link goes (shown only with a link text).' },
  {
    name: 'dismissible',
    type: 'boolean',
    defaultValue: true,
    helperText: 'Visitors can close it; it then stays closed for them until the announcement text changes.',
  },
  backgroundColorInput('Fuchsia'),
];
