import { defineBlock } from '@/block-kit/define-block';
import { BlogArticle } from './blog-article';
import { blogArticleInputs, blogArticleSchema } from './schema';

export const blogArticleBlock = defineBlock({
  name: 'Blog Article',
  group: 'blogAndPress',
  inputs: blogArticleInputs,
  schema: blogArticleSchema,
  component: BlogArticle,
  canHaveChildren: true,
});
