/**
 * Every registered block, one list per §2 block group, in §2's order. Nothing else belongs here: a
 * block's name, inputs, schema and views live in its own folder and its group file lists it.
 */
import { BLOG_AND_PRESS_BLOCKS } from './groups/blog-and-press';
import { COMPARISON_BLOCKS } from './groups/comparison';
import { IMAGERY_BLOCKS } from './groups/imagery';
import { INGREDIENTS_AND_NUTRITION_BLOCKS } from './groups/ingredients-and-nutrition';
import { LAYOUT_AND_TEXT_BLOCKS } from './groups/layout-and-text';
import { MASTHEAD_BLOCKS } from './groups/masthead';
import { PANEL_BLOCKS } from './groups/panels';
import { PRODUCT_DISCOVERY_BLOCKS } from './groups/product-discovery';
import { REVIEWS_AND_HELP_BLOCKS } from './groups/reviews-and-help';
import { SITE_SECTION_BLOCKS } from './groups/site-sections';
import { TRANSITIONING_AND_LOGO_BLOCKS } from './groups/transitioning-and-logos';
import { VET_CUSTOM_COMPONENT_BLOCKS } from './groups/vet-custom-components';
import type { RegisteredBlock } from './types';

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
