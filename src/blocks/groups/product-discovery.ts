/**
 * The registrations of §2's "Product discovery" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { brandCarouselBlock } from '../brand-carousel/registration';
import { highlightProductCardsBlock } from '../highlight-product-cards/registration';
import { plpCarouselListBlock } from '../plp-carousel-list/registration';
import { productListingBlock } from '../product-listing/registration';
import { productListingV2Block } from '../product-listing-v2/registration';
import { productLocatorBlock } from '../product-locator/registration';
import { productQuizBlock } from '../product-quiz/registration';
import { productSelectorBlock } from '../product-selector/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const PRODUCT_DISCOVERY_BLOCKS: readonly RegisteredBlock[] = [
  productSelectorBlock,
  productLocatorBlock,
  productListingBlock,
  productListingV2Block,
  productQuizBlock,
  plpCarouselListBlock,
  brandCarouselBlock,
  highlightProductCardsBlock,
];
