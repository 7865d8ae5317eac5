/**
 * What both content sources do once they hold the entry for a page: build the visitor's attributes,
 * pick the A/B variation, resolve personalization containers. Pure.
 */
import { PAGE_BUILDER } from '@/config/constants';
import { normalizeUrlPath, withoutReserved } from './targeting';
import { resolveContent, resolvePersonalization, testCookieName, variationShares } from './variants';
import type { ContentLogger, EntriesRequest, EntryFieldQuery, PageRequest, ResolvedPage, SymbolContent, SymbolTestAssignment, UserAttributes } from './types';
import type { ContentBlock } from '@/domain/content/block';
import type { ContentEntry } from '@/domain/content/entry';
import type { PageData } from '@/domain/content/page';
import { entryIdSchema, modelNameSchema, type SymbolData } from '@/domain/content/symbol';

/** The request's attributes: urlPath, locale and theme from the request, the rest from the cookie. */
export function pageAttributes(request: PageRequest): UserAttributes {
  return {
    ...withoutReserved(request.attributes ?? {}),
    urlPath: normalizeUrlPath(request.urlPath),
    locale: request.locale,
    theme: request.theme,
  };
}

/** Data models are targeted by locale and theme only. */
export function entryAttributes(request: Pick<EntriesRequest, 'locale' | 'theme'>): UserAttributes {
  return { locale: request.locale, theme: request.theme };
}

/** The page limit of a getEntries call: 1..getAllLimit (§9), defaulting to the limit. */
export function resolveLimit(limit: number | undefined): number {
  const max = PAGE_BUILDER.getAllLimit;
  if (limit === undefined) return max;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new RangeError(`limit must be an integer from 1 to ${max} (spec §9 getAll limit), got ${limit}`);
  }
  return limit;
}

export function resolveOffset(offset: number | undefined): number {
  if (offset === undefined) return 0;
  if (!Number.isInteger(offset) || offset < 0) throw new RangeError(`offset must be a non-negative integer, got ${offset}`);
  return offset;
}

/** Whether an entry's fields equal every dotted path of the query (`{ 'data.slug': 'x' }`). */
export function matchesFieldQuery(entry: { readonly id: string; readonly name: string; readonly data: unknown }, query: EntryFieldQuery | undefined): boolean {
  if (!query) return true;
  return Object.entries(query).every(([path, expected]) => readPath(entry, path) === expected);
}

function readPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The page as served: variation chosen (sticky by cookie), personalization resolved. */
export function resolvePage(
  entry: ContentEntry<PageData>,
  request: PageRequest,
  options: {
    /** The instant the entry was selected at, so variants see the same clock. */
    readonly now: number;
    readonly random: () => number;
    readonly log: ContentLogger;
    readonly extraBlocks?: readonly ContentBlock[];
  },
): ResolvedPage {
  const attributes = pageAttributes(request);
  const cookie = request.testCookies?.[testCookieName(entry.id)];
  const { draw } = request;
  const { content, abTest } = resolveContent(entry, cookie, draw === undefined ? options.random : () => draw);
  const { blocks, choices } = resolvePersonalization(content.data.blocks, attributes, options.now, options.log);
  return {
    content: { ...content, data: { ...content.data, blocks: [...blocks, ...(options.extraBlocks ?? [])] } },
    abTest,
    ...(abTest ? { test: { contentId: entry.id, shares: variationShares(entry).map(({ variation, share }) => ({ id: variation.id, share })) } } : {}),
    personalization: choices,
  };
}

/**
 * Whether a symbol reference may be looked up: its model name and id fit Builder's syntax (so
 * neither can steer the Content API URL). Logs and answers false when not.
 */
export function isSymbolReference(model: string, entryId: string, log: ContentLogger): boolean {
  if (modelNameSchema.safeParse(model).success && entryIdSchema.safeParse(entryId).success) return true;
  log('Refused a symbol reference: its model name or entry id is not one Builder gives', { model: model.slice(0, 100), entry: entryId.slice(0, 100) });
  return false;
}

/** A symbol entry as the service answers it: its id, name, data and version, nothing of its targeting. */
export function toSymbolContent(entry: ContentEntry<SymbolData>): SymbolContent {
  return {
    id: entry.id,
    name: entry.name,
    data: entry.data,
    ...(entry.lastUpdated === undefined ? {} : { lastUpdated: entry.lastUpdated }),
    // A symbol's own A/B test travels with it: the page that inlines it draws the variation.
    ...(entry.variations.length > 0 ? { variations: entry.variations } : {}),
    ...(entry.variations.length > 0 && entry.testRatio !== undefined ? { testRatio: entry.testRatio } : {}),
  };
}

/**
 * The variation of a symbol this visitor sees, by the page's own rules (assignVariation): the
 * `builder.tests.<symbol id>` cookie keeps a valid assignment, anything else draws by the test's
 * shares and asks for the cookie. The content comes back as one plain entry (the variation's
 * data, no variations left), so both renderers draw exactly what was chosen; `test` is null when
 * the symbol runs no test.
 *
 * @example
 * chooseSymbolVariation(symbolWithTest, 'var-b', secureRandom).content.data // var-b's data
 */
export function chooseSymbolVariation(
  symbol: SymbolContent,
  cookieValue: string | undefined,
  random: () => number,
): { readonly content: SymbolContent; readonly test: SymbolTestAssignment | null } {
  const { variations, testRatio, ...plain } = symbol;
  if (variations === undefined || variations.length === 0) return { content: plain, test: null };
  const entry = { ...plain, variations: [...variations], ...(testRatio === undefined ? {} : { testRatio }) };
  const { content, abTest } = resolveContent(entry, cookieValue, random);
  if (abTest === null) return { content: plain, test: null };
  return {
    content: { ...plain, data: content.data },
    test: { abTest, shares: variationShares(entry).map(({ variation, share }) => ({ id: variation.id, share })) },
  };
}
