/**
 * The registrations of §2's "Blog and press" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { blogArticleBlock } from '../blog-article/registration';
import { blogCategoriesBlock } from '../blog-categories/registration';
import { blogGridBlock } from '../blog-grid/registration';
import { blogMediaBlock } from '../blog-media/registration';
import { blogTextBlock } from '../blog-text/registration';
import { pressGridBlock } from '../press-grid/registration';
import { relatedArticlesBlock } from '../related-articles/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const BLOG_AND_PRESS_BLOCKS: readonly RegisteredBlock[] = [
  blogTextBlock,
  blogMediaBlock,
  blogArticleBlock,
  blogGridBlock,
  pressGridBlock,
  blogCategoriesBlock,
  relatedArticlesBlock,
];
