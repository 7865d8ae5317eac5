import { defineBlock } from '@/block-kit/define-block';
import { Container } from './container';
import { containerInputs, containerSchema } from './schema';

export const containerBlock = defineBlock({
  name: 'Container',
  group: 'layoutAndText',
  inputs: containerInputs,
  schema: containerSchema,
  component: Container,
  canHaveChildren: true,
});
