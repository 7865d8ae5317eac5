/**
 * What the browser's `<BuilderComponent>` may receive. The server has already chosen the A/B
 * variation and resolved personalization (services/content/variants.ts); this module makes sure the
 * SDK can never undo that:
 * - no `variations`: given them, the SDK draws a variation at random in the browser (and writes its
 *   own cookie), which could differ from what the server rendered, a visible flicker;
 * - no `data.httpRequests`: the SDK re-fetches every data URL whose state value is falsy, from the
 *   browser and with no allowlist; the server fetched them already and passes the results as state.
 * Pure and free of server imports, so both the server page and the client renderer use it.
 */
import type { ResolvedContent } from '@/services/content/types';
import type { PageData } from '@/domain/content/page';
import type { ContentBreakpoints } from '@/domain/content/entry';

/** Spec §8 "Other content errors", verbatim. */
export const UNSUPPORTED_CONTENT_MESSAGE = 'Unsupported content type';

// Omit<> over PageData's index signature would drop its named fields; pick them instead.
type RenderableData = Pick<PageData, 'blocks' | 'url' | 'title' | 'description' | 'hideHeader' | 'hideFooter' | 'state'> & {
  readonly [key: string]: unknown;
};

/** Spec §3 "Generic page-builder content object", with exactly one variation's data. */
export type RenderableContent = {
  readonly id: string;
  readonly name: string;
  readonly data: RenderableData;
  readonly variationId: string;
  readonly testVariationId?: string;
  readonly testVariationName?: string;
  readonly lastUpdated?: number;
  readonly breakpoints?: ContentBreakpoints;
};

/**
 * The resolved content as the renderer gets it. Built field by field (not spread), so anything the
 * source carried beyond the §3 fields, `variations` above all, cannot reach the SDK.
 *
 * @example
 * toRenderableContent(page.content) // → { id, name, data: { blocks, title, … }, variationId, … }
 */
export function toRenderableContent(content: ResolvedContent<PageData>): RenderableContent {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose (see the module comment)
  const { httpRequests, ...data } = content.data;
  return {
    id: content.id,
    name: content.name,
    data,
    variationId: content.variationId,
    ...(content.testVariationId === undefined ? {} : { testVariationId: content.testVariationId }),
    ...(content.testVariationName === undefined ? {} : { testVariationName: content.testVariationName }),
    ...(content.lastUpdated === undefined ? {} : { lastUpdated: content.lastUpdated }),
    ...(content.breakpoints === undefined ? {} : { breakpoints: content.breakpoints }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isElement(value: unknown): boolean {
  return isRecord(value) && value['@type'] === '@builder.io/sdk:Element';
}

/**
 * Whether a value is page content the renderer can show: an id, and data whose blocks are Builder
 * elements. Anything else (another model's entry, a symbol, a malformed preview payload) gets the
 * §8 'Unsupported content type' message instead of a blank page or a crash.
 */
export function isRenderableContent(value: unknown): value is RenderableContent {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '' || !isRecord(value.data)) return false;
  const blocks = value.data.blocks;
  return Array.isArray(blocks) && blocks.every(isElement);
}
