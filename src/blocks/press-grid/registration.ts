import { defineBlock } from '@/block-kit/define-block';
import { PressGrid } from './press-grid';
import { pressGridInputs, pressGridSchema } from './schema';

export const pressGridBlock = defineBlock({
  name: 'Press Grid',
  group: 'blogAndPress',
  inputs: pressGridInputs,
  schema: pressGridSchema,
  component: PressGrid,
});
