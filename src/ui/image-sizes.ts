import type { ImageLoader } from 'next/image';
import { BREAKPOINTS, IMAGES, LAYOUT } from '@/config/constants';

/** Keeps a rendered width inside the page-builder width set (§9: 100 to 2000). */
function clampImageWidth(px: number): number {
  return Math.min(IMAGES.pageBuilderImageWidthMax, Math.max(IMAGES.pageBuilderImageWidthMin, Math.round(px)));
}

/** Widths /_next/image serves: next.config.ts feeds it these same constants. */
const SERVED_WIDTHS = [...IMAGES.imageSizes, ...IMAGES.deviceWidths].sort((a, b) => a - b);
const WIDEST = SERVED_WIDTHS.filter((w) => w <= IMAGES.pageBuilderImageWidthMax).at(-1) ?? IMAGES.pageBuilderImageWidthMax;
const NARROWEST = SERVED_WIDTHS.find((w) => w >= IMAGES.pageBuilderImageWidthMin) ?? IMAGES.pageBuilderImageWidthMin;

/**
 * The width an image request actually uses: inside the page-builder width set (§9: 100 to 2000) and
 * one that /_next/image serves (it refuses widths outside its configured list), e.g. 3840 → 1920.
 */
export function pageBuilderImageWidth(requested: number): number {
  return Math.min(WIDEST, Math.max(NARROWEST, requested));
}

/**
 * next/image's own URL format, with the width kept in the page-builder range: a 2x screen asks for
 * the 1920 candidate rather than 3840, and a tiny icon never for less than 128.
 */
export const pageBuilderImageLoader: ImageLoader = ({ src, width, quality }) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${pageBuilderImageWidth(width)}&q=${quality ?? IMAGES.defaultQuality}`;

/**
 * The `sizes` attribute for an image that takes `fraction` of the section width from large screens
 * up, `mediumFraction` of the viewport on medium screens and `smallFraction` on small ones (§9
 * breakpoints). The large-screen slot is clamped to the page-builder width set, so the browser never
 * asks for a candidate wider than Builder's 2000px.
 *
 * @example blockImageSizes({ fraction: 0.5 }) // '(max-width: 640px) 100vw, (max-width: 991px) 50vw, 600px'
 */
export function blockImageSizes({
  fraction,
  mediumFraction = fraction,
  smallFraction = 1,
  maxWidthPx = LAYOUT.sectionMaxWidthPx,
}: {
  readonly fraction: number;
  readonly mediumFraction?: number;
  readonly smallFraction?: number;
  readonly maxWidthPx?: number;
}): string {
  const vw = (f: number) => `${Math.round(f * 100)}vw`;
  return [
    `(max-width: ${BREAKPOINTS.small}px) ${vw(smallFraction)}`,
    `(max-width: ${BREAKPOINTS.medium}px) ${vw(mediumFraction)}`,
    `${clampImageWidth(maxWidthPx * fraction)}px`,
  ].join(', ');
}

/** An image that spans the viewport, capped at the page-builder maximum width. */
export const FULL_BLEED_SIZES = `(max-width: ${IMAGES.pageBuilderImageWidthMax}px) 100vw, ${IMAGES.pageBuilderImageWidthMax}px`;
