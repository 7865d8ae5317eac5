import { defineBlock } from '@/block-kit/define-block';
import { contactInputs, contactSchema } from './schema';

export const contactBlock = defineBlock({
  name: 'Contact',
  group: 'siteSections',
  inputs: contactInputs,
  schema: contactSchema,
  island: 'eager',
});
