import { VIDEO_MODAL_LANDSCAPE_MAX_HEIGHT_PX } from '@/config/constants';

/**
 * Whether the video modal treats a screen as landscape (§4): at most 600px high and wider than
 * high. A phone on its side gets the full-bleed player; a desktop window does not.
 *
 * @example
 * isLandscape(844, 390); // true (phone on its side)
 * isLandscape(1440, 900); // false (taller than 600)
 * isLandscape(500, 500); // false (not wider than high)
 */
export function isLandscape(width: number, height: number): boolean {
  return height <= VIDEO_MODAL_LANDSCAPE_MAX_HEIGHT_PX && width > height;
}
