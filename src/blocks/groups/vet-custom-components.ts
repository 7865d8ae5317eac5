/**
 * The custom components §2 registers for the vet site. 'Feeding Guidelines' is one of them too, but
 * Builder keys blocks by name, so it is registered once, with the ingredients and nutrition group.
 */
import type { RegisteredBlock } from '@/page-builder/kit/types';
import { vetProductListingBlock } from '../vet-product-listing/registration';
import { vetTechSignupFormBlock } from '../vet-tech-signup-form/registration';

export const VET_CUSTOM_COMPONENT_BLOCKS: readonly RegisteredBlock[] = [vetTechSignupFormBlock, vetProductListingBlock];
