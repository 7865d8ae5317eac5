/**
 * Blocks of the catalog issue (product discovery and vet listing blocks), collected here so that registrations touch only this file;
 * registry.ts spreads the list. Each block still lives in its own folder with its registration.
 */
import { brandCarouselBlock } from './brand-carousel/registration';
import { feedingGuidelinesBlock } from './feeding-guidelines/registration';
import { highlightProductCardsBlock } from './highlight-product-cards/registration';
import { plpCarouselListBlock } from './plp-carousel-list/registration';
import { productListingBlock } from './product-listing/registration';
import { productListingV2Block } from './product-listing-v2/registration';
import { productLocatorBlock } from './product-locator/registration';
import type { RegisteredBlock } from './types';
import { vetProductListingBlock } from './vet-product-listing/registration';

export const CATALOG_BLOCKS: readonly RegisteredBlock[] = [
  productLocatorBlock,
  productListingBlock,
  productListingV2Block,
  plpCarouselListBlock,
  brandCarouselBlock,
  highlightProductCardsBlock,
  feedingGuidelinesBlock,
  vetProductListingBlock,
];
