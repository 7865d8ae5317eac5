import { defineBlock } from '@/block-kit/define-block';
import { BlogGrid } from './blog-grid';
import { blogGridInputs, blogGridSchema } from './schema';

export const blogGridBlock = defineBlock({
  name: 'Blog Grid',
  group: 'blogAndPress',
  inputs: blogGridInputs,
  schema: blogGridSchema,
  component: BlogGrid,
});
