import { z } from 'zod';
import { ICON_IMAGE_CAROUSEL_ITEMS } from '@/config/block-options';
import { altTextInput, backgroundColorInput, backgroundColorSchema, imageInput, imageSrcSchema, optionalIntroInputs, optionalIntroShape, optionalTextSchema, requiredTextSchema } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';

/** What each viewport shows when the editor does not choose: the most §5 allows on small screens. */
const ICON_IMAGE_CAROUSEL_DEFAULTS = { desktop: 4, tablet: 3, mobile: 1 } as const;

type Viewport = keyof typeof ICON_IMAGE_CAROUSEL_ITEMS;

const perPageSchema = (viewport: Viewport) =>
  z
    .number()
    .int()
    .min(ICON_IMAGE_CAROUSEL_ITEMS[viewport].min)
    .max(ICON_IMAGE_CAROUSEL_ITEMS[viewport].max)
    .default(ICON_IMAGE_CAROUSEL_DEFAULTS[viewport]);

function perPageInput(name: string, viewport: Viewport, label: string): BlockInput {
  const { min, max } = ICON_IMAGE_CAROUSEL_ITEMS[viewport];
  return {
    name,
    type: 'number',
    defaultValue: ICON_IMAGE_CAROUSEL_DEFAULTS[viewport],
    min,
    max,
    step: 1,
    helperText: `Items visible at once on ${label}: ${min} to ${max}.`,
  };
}

const itemSchema = z.object({
  icon: imageSrcSchema.optional(),
  iconAltText: optionalTextSchema,
  image: imageSrcSchema,
  mediaAltText: optionalTextSchema,
  heading: requiredTextSchema,
  body: optionalTextSchema,
});

export const iconImageCarouselSchema = z.object({
  ...optionalIntroShape,
  items: z.array(itemSchema).min(1),
  itemsPerPageDesktop: perPageSchema('desktop'),
  itemsPerPageTablet: perPageSchema('tablet'),
  itemsPerPageMobile: perPageSchema('mobile'),
  backgroundColor: backgroundColorSchema('Transparent'),
});

export const iconImageCarouselInputs: readonly BlockInput[] = [
  ...optionalIntroInputs('Optional heading over the carousel; it also names the carousel for screen readers.'),
  {
    name: 'items',
    type: 'list',
    required: true,
    helperText: 'Each slide: a photo, an optional small icon, a heading and a sentence.',
    subFields: [
      imageInput('icon', 'Optional small icon (SVG or PNG) shown over the photo\'s corner.'),
      altTextInput('iconAltText'),
      { ...imageInput('image', 'JPEG or PNG photo, cropped to 4:3.'), required: true },
      altTextInput(),
      { name: 'heading', type: 'string', required: true },
      { name: 'body', type: 'longText' },
    ],
  },
  perPageInput('itemsPerPageDesktop', 'desktop', 'desktop (wider than 991 px)'),
  perPageInput('itemsPerPageTablet', 'tablet', 'tablet (641–991 px)'),
  perPageInput('itemsPerPageMobile', 'mobile', 'mobile (up to 640 px)'),
  backgroundColorInput('Transparent'),
];
