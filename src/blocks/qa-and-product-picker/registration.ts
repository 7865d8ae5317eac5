import { defineBlock } from '@/block-kit/define-block';
import { qaAndProductPickerInputs, qaAndProductPickerSchema } from './schema';

export const qaAndProductPickerBlock = defineBlock({
  name: 'Q&A and Product Picker',
  group: 'reviewsAndHelp',
  inputs: qaAndProductPickerInputs,
  schema: qaAndProductPickerSchema,
  island: 'deferred',
});
