import { BREAKPOINTS, type Breakpoint } from '@/config/constants';

/** A viewport's size class: the §9 breakpoints plus everything wider than the largest. */
export type ViewportSize = Breakpoint | 'xlarge';

/**
 * The size class of a viewport width (§9: small up to 640, medium up to 991, large up to 1200,
 * inclusive). A width that is not a finite number counts as `small`, the layout that works at
 * any width, rather than throwing during a resize storm.
 *
 * @example
 * breakpointFor(640); // 'small'
 * breakpointFor(641); // 'medium'
 * breakpointFor(1200); // 'large'
 * breakpointFor(1201); // 'xlarge'
 */
export function breakpointFor(width: number): ViewportSize {
  if (!Number.isFinite(width) || width <= BREAKPOINTS.small) return 'small';
  if (width <= BREAKPOINTS.medium) return 'medium';
  if (width <= BREAKPOINTS.large) return 'large';
  return 'xlarge';
}

/**
 * Whether a width shows the mobile header (slide-in menu) rather than the desktop navigation.
 * Assumption until the header's CSS settles: the mobile menu serves `small` and `medium`
 * (up to 991px), the desktop dropdowns `large` and wider.
 *
 * @example
 * isMobileMenuWidth(390); // true
 * isMobileMenuWidth(1024); // false
 */
export function isMobileMenuWidth(width: number): boolean {
  const size = breakpointFor(width);
  return size === 'small' || size === 'medium';
}
