import { defineBlock } from '@/block-kit/define-block';
import { RelatedArticles } from './related-articles';
import { relatedArticlesInputs, relatedArticlesSchema } from './schema';

export const relatedArticlesBlock = defineBlock({
  name: 'Related Articles',
  group: 'blogAndPress',
  inputs: relatedArticlesInputs,
  schema: relatedArticlesSchema,
  component: RelatedArticles,
});
