import { defineBlock } from '@/block-kit/define-block';
import { BlogText } from './blog-text';
import { blogTextInputs, blogTextSchema } from './schema';

export const blogTextBlock = defineBlock({
  name: 'Blog Text',
  group: 'blogAndPress',
  inputs: blogTextInputs,
  schema: blogTextSchema,
  component: BlogText,
});
