/**
 * Spec constants that only page-builder blocks read (§9 video aspect ratios and info card types, §5
 * Icon Image Carousel items per page). Apart from constants.ts on purpose: that module is shared by
 * every page's browser code, and a constant kept there costs every page its bytes.
 */

/** §9 Video aspect ratios as [width, height]. */
export const VIDEO_ASPECT_RATIOS = {
  '16:9': [16, 9],
  '1:1': [1, 1],
  '8:7': [8, 7],
  '1.28:1': [1.28, 1],
  '5:7': [5, 7],
} as const satisfies Record<string, readonly [number, number]>;

/** §9 Info card analytics types. */
export const INFO_CARD_TYPES = ['webinar', 'conference', 'research_download', 'other'] as const;

/** §5 Icon Image Carousel items per page, per viewport (inclusive ranges). */
export const ICON_IMAGE_CAROUSEL_ITEMS = {
  desktop: { min: 1, max: 5 },
  tablet: { min: 1, max: 3 },
  mobile: { min: 1, max: 2 },
} as const;
