import { z } from 'zod';
import { backgroundColorInput, backgroundColorSchema, linkUrlSchema, optionalTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const panelWithNavigateSchema = z.object({
  heading: z.string().trim().min(1),
  body: optionalTextSchema,
  links: z
    .array(
      z.object({
        label: z.string().trim().min(1),
        url: linkUrlSchema,
        description: optionalTextSchema,
        openInNewTab: z.boolean().default(false),
      }),
    )
    .min(1),
  backgroundColor: backgroundColorSchema('Light Green'),
});

export const panelWithNavigateInputs: readonly BlockInput[] = [
  { name: 'heading', type: 'string', required: true, helperText: 'Also names the navigation for screen readers.' },
  { name: 'body', type: 'longText' },
  {
    name: 'links',
    type: 'list',
    required: true,
    helperText: 'Where visitors can go next.',
    subFields: [
      { name: 'label', type: 'string', required: true },
      { name: 'url', type: 'url', required: true },
      { name: 'description', type: 'string', helperText: 'One short line under the label.' },
      { name: 'openInNewTab', type: 'boolean', defaultValue: false },
    ],
  },
  backgroundColorInput('Light Green'),
];
