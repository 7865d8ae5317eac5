import { defineBlock } from '@/block-kit/define-block';
import { BlogMedia } from './blog-media';
import { blogMediaInputs, blogMediaSchema } from './schema';

export const blogMediaBlock = defineBlock({
  name: 'Blog Media',
  group: 'blogAndPress',
  inputs: blogMediaInputs,
  schema: blogMediaSchema,
  component: BlogMedia,
});
