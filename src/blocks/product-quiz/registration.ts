import { defineBlock } from '@/block-kit/define-block';
import { productQuizInputs, productQuizSchema } from './schema';

export const productQuizBlock = defineBlock({
  name: 'Product Quiz',
  group: 'productDiscovery',
  inputs: productQuizInputs,
  schema: productQuizSchema,
  island: 'eager',
});
