/**
 * Every registered block, collected from the block folders. Nothing else belongs here: a block's
 * name, inputs, schema and component live in its own folder (DESIGN.md: no giant registry).
 */
import { containerBlock } from './container/registration';
import { hedAndDekBlock } from './hed-and-dek/registration';
import { leftRightMultipleBlock } from './left-right-multiple/registration';
import { leftRightScrollBlock } from './left-right-scroll/registration';
import { leftRightSingleBlock } from './left-right-single/registration';
import { leftRightSingleWithListBlock } from './left-right-single-with-list/registration';
import { mastheadBlock } from './masthead/registration';
import { panelBlock } from './panel/registration';
import { panelWithLargeIconsBlock } from './panel-with-large-icons/registration';
import { panelWithNavigateBlock } from './panel-with-navigate/registration';
import { panelWithSearchBlock } from './panel-with-search/registration';
import { splitComponentBlock } from './split-component/registration';
import { testBrokenBlockBlock } from './test-broken-block/registration';
import { twoColImageListSeparatorBlock } from './two-col-image-list-separator/registration';
import { twoColumnComponentBlock } from './two-column-component/registration';
import { uiPageHeadingBlock } from './ui-page-heading/registration';
import { CATALOG_BLOCKS } from './catalog-blocks';
import { FORM_BLOCKS } from './forms-blocks';
import { QUIZ_BLOCKS } from './quiz-blocks';
import type { RegisteredBlock } from './types';

export const BLOCK_REGISTRY: readonly RegisteredBlock[] = [
  containerBlock,
  hedAndDekBlock,
  leftRightSingleBlock,
  leftRightSingleWithListBlock,
  leftRightMultipleBlock,
  leftRightScrollBlock,
  splitComponentBlock,
  twoColumnComponentBlock,
  twoColImageListSeparatorBlock,
  uiPageHeadingBlock,
  mastheadBlock,
  panelBlock,
  panelWithSearchBlock,
  panelWithNavigateBlock,
  panelWithLargeIconsBlock,
  testBrokenBlockBlock,
  ...CATALOG_BLOCKS,
  ...FORM_BLOCKS,
  ...QUIZ_BLOCKS,
];
