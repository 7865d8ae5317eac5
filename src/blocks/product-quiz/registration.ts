import { defineBlock } from '@/page-builder/kit/define-block';
import { productQuizInputs, productQuizSchema } from './schema';

export const productQuizBlock = defineBlock({
  name: 'Product Quiz',
  group: 'productDiscovery',
  inputs: productQuizInputs,
  schema: productQuizSchema,
  island: 'eager',
});
