/**
 * The registrations of §2's "Imagery" blocks, in the order §2 lists them. Each block keeps its name,
 * inputs, schema and views in its own folder; this file only collects that group for registry.ts.
 */
import { iconImageCarouselBlock } from '../icon-image-carousel/registration';
import { imageBasedCardBlock } from '../image-based-card/registration';
import { imageNodeComponentBlock } from '../image-node-component/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const IMAGERY_BLOCKS: readonly RegisteredBlock[] = [iconImageCarouselBlock, imageNodeComponentBlock, imageBasedCardBlock];
