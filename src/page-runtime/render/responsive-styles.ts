/**
 * Builder's per-block `responsiveStyles` as CSS. The editor stores one style object per breakpoint
 * (`large` for every width, then `medium` and `small` overriding it), camelCased as in the SDK; the
 * SDK turns them into emotion classes in the browser. The server renderer writes the same rules as
 * one stylesheet in the first HTML, keyed by the block's id class, at the §9 breakpoints.
 * Pure, so the escaping rules are unit-tested.
 */
import { BREAKPOINTS } from '@/config/constants';
import type { ContentBreakpoints } from '@/domain/content/entry';
import { isSafeDeclarationValue } from './css-filter';

export type StyleDeclarations = Readonly<Record<string, unknown>>;
export type ResponsiveStyles = {
  readonly large?: StyleDeclarations | undefined;
  readonly xsmall?: StyleDeclarations | undefined;
  readonly medium?: StyleDeclarations | undefined;
  readonly small?: StyleDeclarations | undefined;
};

/** A block id as a class name: Builder's ids are `builder-<hex>`; anything else is reduced to safe characters. */
export function blockClassName(id: string): string | undefined {
  const safe = id.replace(/[^A-Za-z0-9_-]/g, '');
  if (safe === '') return undefined;
  return /^[A-Za-z]/.test(safe) ? safe : `b-${safe}`;
}

const PROPERTY = /^-{0,2}[A-Za-z][A-Za-z0-9-]*$/;

function kebab(property: string): string {
  if (property.startsWith('--')) return property;
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^(webkit|moz|ms)-/, '-$1-');
}

/**
 * Declarations as CSS text; properties or values that could break out of the rule are dropped.
 *
 * @example declarations({ marginTop: '20px', color: 'red;}' }) // 'margin-top:20px'
 */
export function declarations(styles: StyleDeclarations | undefined): string {
  if (!styles) return '';
  const out: string[] = [];
  for (const [property, raw] of Object.entries(styles)) {
    if (!PROPERTY.test(property)) continue;
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const value = String(raw).trim();
    const name = kebab(property);
    // A value may hold quotes, parentheses, commas and slashes (url(), font stacks, grid lines), but
    // nothing that ends the declaration or the rule, opens a comment or could close the style element.
    if (value === '' || !isSafeDeclarationValue(name, value)) continue;
    out.push(`${name}:${value}`);
  }
  return out.join(';');
}

/** Where each size's styles stop applying (max-width, px); `xsmall` only when the content turns it on. */
export type MediaSizes = Readonly<Required<Pick<ContentBreakpoints, 'small' | 'medium'>> & Pick<ContentBreakpoints, 'xsmall'>>;

/**
 * The content's sizes as the SDK reads `meta.breakpoints`: its `small` and `medium` when both are
 * set (else the §9 ones, which are Builder's defaults too), and `xsmall` when set.
 *
 * @example mediaSizes({ small: 500, medium: 800 }) // { small: 500, medium: 800 }
 */
export function mediaSizes(breakpoints: ContentBreakpoints | undefined): MediaSizes {
  const both = breakpoints?.small !== undefined && breakpoints.medium !== undefined;
  return {
    ...(breakpoints?.xsmall === undefined ? {} : { xsmall: breakpoints.xsmall }),
    small: both ? breakpoints.small! : BREAKPOINTS.small,
    medium: both ? breakpoints.medium! : BREAKPOINTS.medium,
  };
}

/**
 * The rules for one block: `large` unconditionally, `medium` up to 991px, `small` up to 640px (§9),
 * or up to the content's own breakpoints; `xsmall` only where the content sets that breakpoint.
 *
 * @example
 * responsiveCss('builder-1a', { large: { marginTop: '20px' }, small: { marginTop: '8px' } })
 * // '.builder-1a{margin-top:20px}@media (max-width: 640px){.builder-1a{margin-top:8px}}'
 */
export function responsiveCss(className: string, styles: ResponsiveStyles, sizes: MediaSizes = mediaSizes(undefined)): string {
  const selector = `.${className}`;
  const rule = (body: string) => (body ? `${selector}{${body}}` : '');
  const media = (maxWidth: number, body: string) => (body ? `@media (max-width: ${maxWidth}px){${selector}{${body}}}` : '');
  return [
    rule(declarations(styles.large)),
    media(sizes.medium, declarations(styles.medium)),
    media(sizes.small, declarations(styles.small)),
    sizes.xsmall === undefined ? '' : media(sizes.xsmall, declarations(styles.xsmall)),
  ].join('');
}
