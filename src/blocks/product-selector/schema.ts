import { z } from 'zod';
import { PRODUCT_SELECTOR_FRAME } from '@/config/constants';
import type { BlockInput } from '@/block-kit/types';

/** An https URL (the quiz service) or a same-site path; never another scheme. */
const EMBED_URL = /^(?:https:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)$/i;

export const DEFAULT_SELECTOR_TITLE = 'Product selector quiz';

export const productSelectorSchema = z.object({
  // Empty until the editor pastes the quiz service's link: the block then tells editors so.
  url: z.string().trim().regex(EMBED_URL, 'expected an https:// URL or a path starting with /').or(z.literal('')).optional(),
  title: z.string().trim().min(1).default(DEFAULT_SELECTOR_TITLE),
  height: z.number().int().min(PRODUCT_SELECTOR_FRAME.minHeightPx).max(PRODUCT_SELECTOR_FRAME.maxHeightPx).default(PRODUCT_SELECTOR_FRAME.defaultHeightPx),
});

export const productSelectorInputs: readonly BlockInput[] = [
  {
    name: 'url',
    type: 'string',
    helperText:
      'The quiz service’s embed link (https://…), or a path on this site. Its origin must also be allowed as a frame source in the site’s Content-Security-Policy.',
  },
  {
    name: 'title',
    type: 'string',
    required: true,
    defaultValue: DEFAULT_SELECTOR_TITLE,
    helperText: 'Names the embedded quiz for screen-reader users.',
  },
  {
    name: 'height',
    type: 'number',
    defaultValue: PRODUCT_SELECTOR_FRAME.defaultHeightPx,
    min: PRODUCT_SELECTOR_FRAME.minHeightPx,
    max: PRODUCT_SELECTOR_FRAME.maxHeightPx,
    step: 10,
    helperText: 'Frame height in pixels.',
  },
];
