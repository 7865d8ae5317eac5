import { defineBlock } from '@/block-kit/define-block';
import { exitModalInputs, exitModalSchema } from './schema';

export const exitModalBlock = defineBlock({
  name: 'Exit Modal',
  group: 'siteSections',
  inputs: exitModalInputs,
  schema: exitModalSchema,
  island: 'deferred',
});
