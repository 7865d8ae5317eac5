/**
 * Every registered block, one list per §2 block group, in §2's order. Nothing else belongs here: a
 * block's name, inputs, schema and views live in its own folder and its group file lists it.
 */
import { BLOG_AND_PRESS_BLOCKS } from '@/blocks/groups/blog-and-press';
import { COMPARISON_BLOCKS } from '@/blocks/groups/comparison';
import { IMAGERY_BLOCKS } from '@/blocks/groups/imagery';
import { INGREDIENTS_AND_NUTRITION_BLOCKS } from '@/blocks/groups/ingredients-and-nutrition';
import { LAYOUT_AND_TEXT_BLOCKS } from '@/blocks/groups/layout-and-text';
import { MASTHEAD_BLOCKS } from '@/blocks/groups/masthead';
import { PANEL_BLOCKS } from '@/blocks/groups/panels';
import { PRODUCT_DISCOVERY_BLOCKS } from '@/blocks/groups/product-discovery';
import { REVIEWS_AND_HELP_BLOCKS } from '@/blocks/groups/reviews-and-help';
import { SITE_SECTION_BLOCKS } from '@/blocks/groups/site-sections';
import { TRANSITIONING_AND_LOGO_BLOCKS } from '@/blocks/groups/transitioning-and-logos';
import { VET_CUSTOM_COMPONENT_BLOCKS } from '@/blocks/groups/vet-custom-components';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const BLOCK_REGISTRY: readonly RegisteredBlock[] = [
  ...LAYOUT_AND_TEXT_BLOCKS,
  ...MASTHEAD_BLOCKS,
  ...PANEL_BLOCKS,
  ...BLOG_AND_PRESS_BLOCKS,
  ...SITE_SECTION_BLOCKS,
  ...INGREDIENTS_AND_NUTRITION_BLOCKS,
  ...REVIEWS_AND_HELP_BLOCKS,
  ...PRODUCT_DISCOVERY_BLOCKS,
  ...TRANSITIONING_AND_LOGO_BLOCKS,
  ...COMPARISON_BLOCKS,
  ...IMAGERY_BLOCKS,
  ...VET_CUSTOM_COMPONENT_BLOCKS,
];
