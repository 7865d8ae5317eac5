import { z } from 'zod';
import { bodyInput, imageSideInputs, imageSideShape, itemListInput, optionalTextSchema, requiredHeadingInput, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

export const twoColImageListSeparatorSchema = z.object({
  heading: requiredTextSchema,
  body: optionalTextSchema,
  items: z.array(z.object({ heading: requiredTextSchema, body: optionalTextSchema })).min(1),
  ...imageSideShape(),
});

export const twoColImageListSeparatorInputs: readonly BlockInput[] = [
  requiredHeadingInput,
  bodyInput('Optional text before the list.'),
  itemListInput({ helperText: 'Each item is a heading (h3) and text, separated by a rule.' }),
  ...imageSideInputs(),
];
