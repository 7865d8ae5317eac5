import { defineBlock } from '@/block-kit/define-block';
import { Masthead } from './masthead';
import { mastheadInputs, mastheadSchema } from './schema';

export const mastheadBlock = defineBlock({
  name: 'Masthead',
  group: 'masthead',
  inputs: mastheadInputs,
  schema: mastheadSchema,
  component: Masthead,
});
