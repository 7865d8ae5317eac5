import { defineBlock } from '@/block-kit/define-block';
import { BlogCategories } from './blog-categories';
import { blogCategoriesInputs, blogCategoriesSchema } from './schema';

export const blogCategoriesBlock = defineBlock({
  name: 'Blog Categories',
  group: 'blogAndPress',
  inputs: blogCategoriesInputs,
  schema: blogCategoriesSchema,
  component: BlogCategories,
});
