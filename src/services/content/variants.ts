/**
 * A/B variations and personalization variants, resolved on the server so the HTML already holds
 * what the visitor sees (no flicker). Pure: randomness and the clock are parameters.
 */
import { PAGE_BUILDER } from '@/config/constants';
import { PERSONALIZATION_CONTAINER, personalizationOptionsSchema, type PersonalizationVariant } from '@/domain/content/block';
import { isWithinWindow, queryMatches } from './targeting';
import type { AbTestAssignment, ContentLogger, PersonalizationChoice, ResolvedContent, UserAttributes, VariationShare } from './types';
import type { ContentBlock } from '@/domain/content/block';
import type { ContentEntry } from '@/domain/content/entry';

/** Builder's name for the entry itself when it is under test. */
export const DEFAULT_VARIATION_NAME = 'Default variation';

export const TEST_COOKIE_MAX_AGE_SECONDS = PAGE_BUILDER.abTestCookieDays * 24 * 60 * 60;

/** `builder.tests.<contentId>`: the cookie the SDK and analytics read an assignment from (spec §7). */
export function testCookieName(contentId: string): string {
  return `${PAGE_BUILDER.testsCookiePrefix}${contentId}`;
}

export type ChosenVariation<D> = {
  /** The variation id, or the content id for the default. */
  readonly id: string;
  readonly name: string;
  readonly data: D;
  readonly isDefault: boolean;
};

export type Assignment<D> = { readonly variation: ChosenVariation<D>; readonly setCookie: boolean };

/**
 * What an A/B draw reads of an entry: its id, data, variations and default share (a page entry, or
 * a symbol as the content service answers it, which keeps no targeting).
 */
export type TestedContent<D> = Pick<ContentEntry<D>, 'id' | 'name' | 'data' | 'variations' | 'testRatio' | 'lastUpdated' | 'breakpoints'>;

/** Whether the entry runs an A/B test at all. */
function hasTest(content: Pick<ContentEntry<unknown>, 'variations'>): boolean {
  return content.variations.length > 0;
}

/**
 * The share of each variation, in Builder's draw order: the variations first, then the default,
 * whose share is the entry's testRatio or, when absent, whatever the variations leave.
 */
export function variationShares<D>(content: TestedContent<D>): readonly { readonly variation: ChosenVariation<D>; readonly share: number }[] {
  const others = content.variations.map((v) => ({
    variation: { id: v.id, name: v.name, data: v.data, isDefault: false },
    share: v.testRatio,
  }));
  const othersTotal = others.reduce((sum, o) => sum + o.share, 0);
  const defaultShare = content.testRatio ?? Math.max(0, 1 - othersTotal);
  return [...others, { variation: defaultVariation(content), share: defaultShare }];
}

function defaultVariation<D>(content: TestedContent<D>): ChosenVariation<D> {
  return { id: content.id, name: DEFAULT_VARIATION_NAME, data: content.data, isDefault: true };
}

/**
 * Assigns a visitor to a variation once, stickily. A cookie holding the content id (the default) or
 * a known variation id keeps that variation; no cookie, or an unknown or stale id (a variation the
 * editor since removed), draws again by share and asks for the cookie to be (re)set.
 * Shares that do not sum to 1 are scaled to their total, so a draw always lands somewhere.
 *
 * @example
 * assignVariation(entry, undefined, () => 0.1) // → { variation: <first variation>, setCookie: true }
 * assignVariation(entry, 'var-b', Math.random) // → { variation: <var-b>, setCookie: false }
 */
export function assignVariation<D>(content: TestedContent<D>, existingCookieValue: string | undefined, random: () => number): Assignment<D> {
  if (!hasTest(content)) return { variation: defaultVariation(content), setCookie: false };
  if (existingCookieValue === content.id) return { variation: defaultVariation(content), setCookie: false };
  const kept = content.variations.find((v) => v.id === existingCookieValue);
  if (kept) return { variation: { id: kept.id, name: kept.name, data: kept.data, isDefault: false }, setCookie: false };

  const shares = variationShares(content);
  const drawnId = drawVariationId(
    shares.map(({ variation, share }) => ({ id: variation.id, share })),
    content.id,
    random,
  );
  const drawn = shares.find((s) => s.variation.id === drawnId)?.variation ?? defaultVariation(content);
  return { variation: drawn, setCookie: true };
}

/**
 * The id a fresh draw lands on: `random()` scaled to the shares' total and walked in order. Shares
 * that do not sum to 1 are scaled to their total; all-zero shares give `defaultId`. The page cache
 * draws with this too (src/server/http/page-cache.ts), so both agree on which variation a number
 * means.
 *
 * @example drawVariationId([{ id: 'b', share: 0.5 }, { id: 'c1', share: 0.5 }], 'c1', () => 0.7) // 'c1'
 */
export function drawVariationId(shares: readonly VariationShare[], defaultId: string, random: () => number): string {
  const total = shares.reduce((sum, s) => sum + s.share, 0);
  if (total <= 0) return defaultId;
  // Clamp so a random source returning exactly 1 (or garbage) still picks a valid variation.
  const drawn = Math.min(Math.max(random(), 0), 1 - Number.EPSILON) * total;
  let cumulative = 0;
  for (const { id, share } of shares) {
    cumulative += share;
    if (drawn < cumulative) return id;
  }
  // Floating-point sums can leave `drawn` a hair above the last bound: the last non-empty share wins.
  return [...shares].reverse().find((s) => s.share > 0)?.id ?? defaultId;
}

/** The entry as served: the chosen variation's data, and the spec §3 variation fields. */
export function resolveContent<D>(
  content: TestedContent<D>,
  existingCookieValue: string | undefined,
  random: () => number,
): { readonly content: ResolvedContent<D>; readonly abTest: AbTestAssignment | null } {
  const { variation, setCookie } = assignVariation(content, existingCookieValue, random);
  const base = {
    id: content.id,
    name: content.name,
    data: variation.data,
    variationId: variation.id,
    lastUpdated: content.lastUpdated,
    ...(content.breakpoints ? { breakpoints: content.breakpoints } : {}),
  };
  if (!hasTest(content)) return { content: base, abTest: null };
  return {
    content: { ...base, testVariationId: variation.id, testVariationName: variation.name },
    abTest: {
      contentId: content.id,
      variationId: variation.id,
      variationName: variation.name,
      setCookie: setCookie ? { name: testCookieName(content.id), value: variation.id, maxAgeSeconds: TEST_COOKIE_MAX_AGE_SECONDS } : undefined,
    },
  };
}

/**
 * The index of the first variant whose schedule includes `now` and whose rules all match, or -1
 * for "none": the container then shows its children (the default).
 */
export function pickPersonalizationVariant(
  variants: readonly { readonly query: PersonalizationVariant['query']; readonly startDate?: number | undefined; readonly endDate?: number | undefined }[],
  attributes: UserAttributes,
  now: number,
): number {
  return variants.findIndex((variant) => isWithinWindow(variant, now) && queryMatches(variant.query, attributes));
}

function isElement(value: unknown): value is ContentBlock {
  return typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === '@builder.io/sdk:Element';
}

/**
 * Replaces every personalization container in a block tree (children, and block lists inside
 * component options such as columns) with a plain element holding the winning variant's blocks,
 * or the container's children when no variant matches. The container's own id and styles stay, so
 * layout and analytics selectors do not change; the SDK then has nothing left to swap client-side.
 */
export function resolvePersonalization(
  blocks: readonly ContentBlock[],
  attributes: UserAttributes,
  now: number,
  log: ContentLogger = () => undefined,
): { readonly blocks: ContentBlock[]; readonly choices: PersonalizationChoice[] } {
  const choices: PersonalizationChoice[] = [];

  const walkValue = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walkValue);
    if (isElement(value)) return walkBlock(value);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walkValue(v)]));
    }
    return value;
  };

  const walkBlock = (block: ContentBlock): ContentBlock => {
    if (block.component?.name !== PERSONALIZATION_CONTAINER) {
      return {
        ...block,
        ...(block.children ? { children: block.children.map(walkBlock) } : {}),
        ...(block.component?.options
          ? { component: { ...block.component, options: walkValue(block.component.options) as Readonly<Record<string, unknown>> } }
          : {}),
      };
    }
    const blockId = block.id ?? '';
    const parsed = personalizationOptionsSchema.safeParse(block.component.options ?? {});
    if (!parsed.success) {
      // Schema validation at the boundary makes this unreachable for parsed content; say so if not.
      log('Personalization container has invalid variants; showing its default children', { blockId, issues: parsed.error.issues });
    }
    const variants = parsed.success ? parsed.data.variants : [];
    const index = pickPersonalizationVariant(variants, attributes, now);
    const winner = index >= 0 ? variants[index] : undefined;
    choices.push({ blockId, variantIndex: winner ? index : null, variantName: winner ? (winner.name ?? `Variant ${index + 1}`) : null });
    const { component: _component, children: _children, ...rest } = block;
    const chosen = winner ? winner.blocks : (block.children ?? []);
    return { ...rest, '@type': '@builder.io/sdk:Element', children: chosen.map(walkBlock) };
  };

  return { blocks: blocks.map(walkBlock), choices };
}
