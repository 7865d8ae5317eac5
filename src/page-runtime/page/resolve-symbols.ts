/**
 * Symbols stored by reference, looked up on the server before either renderer sees the content, as
 * the Content API's enrich would: each `Symbol` block whose `symbol` names a model and entry but
 * carries no blocks gets that entry inlined as `symbol.content`, so the server renderer draws it and
 * the SDK page fetches nothing. `symbol.data` (the symbol's inputs) is left as the editor set it,
 * but for symbols inside the blocks it passes to the symbol's slots, which are inlined too (the
 * page's own blocks, drawn where the symbol's Slot is).
 *
 * Every element is visited: children, and any option value holding elements (Columns'
 * `columns[].blocks`, the element lists of Builder's widgets, inline symbols' content), so a symbol
 * is found wherever an editor can put one. A fetched symbol's own blocks are resolved the same way
 * (nested symbols), with the chain of symbols above it to stop cycles and a depth cap.
 */
import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { contentService } from '@/services/content';
import { chooseSymbolVariation } from '@/services/content/resolve';
import type { ContentBlock } from '@/domain/content/block';
import type { SymbolContent } from '@/services/content/types';
import { noteContent } from '@/services/http/render-notes';

/** Looks up one symbol entry; null when there is none. May reject when the source fails. */
export type SymbolLoader = (model: string, entryId: string) => Promise<SymbolContent | null>;

/** Why a symbol was left or cut: `failed` is a source failure, the others are the content's own. */
type SymbolIssue = 'missing' | 'failed' | 'cycle' | 'depth' | 'unnamed';
export type SymbolLogger = (message: string, details: Readonly<Record<string, unknown>> & { readonly issue: SymbolIssue }) => void;

/**
 * How many symbols may nest inside each other. Builder has no limit (the SDK would fetch forever on
 * a cycle); real content nests two or three deep, so a deeper chain is a mistake, cut there.
 */
const MAX_SYMBOL_DEPTH = 8;

const SYMBOL_COMPONENT = 'Symbol';

type Fetched = { readonly content: SymbolContent | null } | { readonly error: unknown };

/**
 * The symbol as this visitor sees it: the variation drawn for them when it runs an A/B test (the
 * page loader draws with the page's cookie rules and notes what it drew), the content otherwise.
 */
export type SymbolVariationChooser = (content: SymbolContent) => SymbolContent;

type Walk = {
  /** The entry for `model/entry`, looked up once per resolveSymbols call however often it is used. */
  readonly fetch: (key: string, model: string, entryId: string) => Promise<Fetched>;
  /** Logs one line per problem and symbol, however many blocks share it: a page can place one symbol many times. */
  readonly report: (once: string, message: string, details: Readonly<Record<string, unknown>> & { readonly issue: SymbolIssue }) => void;
  readonly maxDepth: number;
  readonly choose: SymbolVariationChooser;
};

type Json = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isElement(value: unknown): value is ContentBlock {
  return isRecord(value) && value['@type'] === '@builder.io/sdk:Element';
}

/** Whether any element in a value is a Symbol (most pages have none, and are returned as they are). */
function containsSymbol(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(containsSymbol);
  if (!isRecord(value)) return false;
  if (isElement(value) && value.component?.name === SYMBOL_COMPONENT) return true;
  return Object.values(value).some(containsSymbol);
}

async function resolveArray(list: readonly unknown[], chain: readonly string[], walk: Walk): Promise<readonly unknown[]> {
  const next = await Promise.all(list.map((item) => resolveValue(item, chain, walk)));
  return next.every((item, index) => item === list[index]) ? list : next;
}

/** A plain record's values resolved; `skip` names a key left for the caller. The same record when nothing changed. */
async function resolveRecord(record: Json, chain: readonly string[], walk: Walk, skip?: string): Promise<Json> {
  const entries = Object.entries(record);
  const next = await Promise.all(entries.map(async ([key, value]) => [key, key === skip ? value : await resolveValue(value, chain, walk)] as const));
  return next.every(([, value], index) => value === entries[index]?.[1]) ? record : Object.fromEntries(next);
}

function resolveValue(value: unknown, chain: readonly string[], walk: Walk): Promise<unknown> {
  if (!containsSymbol(value)) return Promise.resolve(value);
  if (isElement(value)) return resolveElement(value, chain, walk);
  if (Array.isArray(value)) return resolveArray(value, chain, walk);
  if (isRecord(value)) return resolveRecord(value, chain, walk);
  return Promise.resolve(value);
}

async function resolveElement(block: ContentBlock, chain: readonly string[], walk: Walk): Promise<ContentBlock> {
  const children = block.children ? ((await resolveArray(block.children, chain, walk)) as readonly ContentBlock[]) : undefined;
  const component = block.component;
  const given = component?.options;
  let options = given;
  if (component && given) {
    const where = block.id ? `block ${block.id}` : 'a block without id';
    options = component.name === SYMBOL_COMPONENT ? await resolveSymbolOptions(given, where, chain, walk) : await resolveRecord(given, chain, walk);
  }
  if (children === block.children && options === given) return block;
  return {
    ...block,
    ...(children ? { children } : {}),
    ...(component && options !== given ? { component: { ...component, options } } : {}),
  };
}

async function resolveSymbolOptions(options: Json, where: string, chain: readonly string[], walk: Walk): Promise<Json> {
  const rest = await resolveRecord(options, chain, walk, 'symbol');
  const symbol = options.symbol;
  const resolved = isRecord(symbol) ? await resolveSymbol(await resolveSlotContent(symbol, chain, walk), where, chain, walk) : symbol;
  return resolved === symbol ? rest : { ...rest, symbol: resolved };
}

/**
 * The symbol with the blocks the page puts in its slots (`symbol.data.<slot>`) resolved: they
 * belong to the page, so they nest under the page's chain, not the symbol's.
 */
async function resolveSlotContent(symbol: Json, chain: readonly string[], walk: Walk): Promise<Json> {
  if (!isRecord(symbol.data)) return symbol;
  const data = await resolveRecord(symbol.data, chain, walk);
  return data === symbol.data ? symbol : { ...symbol, data };
}

/** The symbol with `content.data.blocks` set, keeping every other field of the content. */
function withBlocks(symbol: Json, content: Json, blocks: readonly unknown[]): Json {
  const data = isRecord(content.data) ? content.data : {};
  return { ...symbol, content: { ...content, data: { ...data, blocks } } };
}

async function resolveSymbol(symbol: Json, where: string, chain: readonly string[], walk: Walk): Promise<Json> {
  const model = typeof symbol.model === 'string' && symbol.model !== '' ? symbol.model : undefined;
  const entryId = typeof symbol.entry === 'string' && symbol.entry !== '' ? symbol.entry : undefined;
  const key = model !== undefined && entryId !== undefined ? `${model}/${entryId}` : undefined;

  // Inline content (an inline symbol, or one enrich or an earlier pass filled): only its blocks are walked.
  const inline = isRecord(symbol.content) && isRecord(symbol.content.data) && Array.isArray(symbol.content.data.blocks) ? symbol.content : undefined;
  if (inline) {
    const blocks = (inline.data as Json).blocks as readonly unknown[];
    const next = await resolveArray(blocks, key ? [...chain, key] : chain, walk);
    return next === blocks ? symbol : withBlocks(symbol, inline, next);
  }

  if (model === undefined || entryId === undefined || key === undefined) {
    // The SDK shows its "choose a model and entry" placeholder, or (dynamic) picks an entry by targeting in the browser.
    walk.report(`unnamed:${where}`, `Symbol on ${where} names no model and entry, so the server cannot look it up`, { issue: 'unnamed', model: model ?? null });
    return symbol;
  }
  if (chain.includes(key) || chain.length >= walk.maxDepth) {
    const issue = chain.includes(key) ? 'cycle' : 'depth';
    const why = issue === 'cycle' ? `it contains itself (${[...chain, key].join(' → ')})` : `symbols nest deeper than ${walk.maxDepth}`;
    walk.report(`${issue}:${key}`, `Symbol ${key} on ${where} is cut off, empty: ${why}`, { issue, chain: [...chain, key] });
    // Empty content stops the nesting here on both render paths (the SDK would fetch round the cycle forever).
    return withBlocks(symbol, { id: entryId, name: '' }, []);
  }

  const fetched = await walk.fetch(key, model, entryId);
  if ('error' in fetched) {
    const error = fetched.error instanceof Error ? fetched.error.message : String(fetched.error);
    walk.report(`failed:${key}`, `Symbol ${key} on ${where} could not be looked up; left for the SDK to fetch`, { issue: 'failed', error });
    return symbol;
  }
  if (fetched.content === null) {
    walk.report(`missing:${key}`, `Symbol ${key} on ${where} names no published entry for this site and locale; it shows nothing`, { issue: 'missing' });
    return symbol;
  }
  const content = walk.choose(fetched.content);
  const blocks = await resolveArray(content.data.blocks, [...chain, key], walk);
  return withBlocks(symbol, content, blocks);
}

/** Without a visitor to draw for, a symbol under test shows its default variation. */
const defaultVariation: SymbolVariationChooser = (content) => chooseSymbolVariation(content, content.id, () => 0).content;

const warn: SymbolLogger = (message, details) => console.warn(`[content] ${message}`, details);

/**
 * The blocks with every Symbol stored by reference inlined (nested ones too); the same array when
 * there is nothing to look up. A symbol whose entry is missing or whose lookup failed is left as it
 * is, with one log line; one that contains itself, or nests past `maxDepth`, is inlined empty.
 * Returns new arrays and objects only along the paths that changed.
 *
 * @example
 * await resolveSymbols([symbolBlock('promo-banner')], (model, id) => service.getSymbol(model, id, site))
 * // → [{ …, component: { name: 'Symbol', options: { symbol: { model, entry, data, content: { id, name, data: { blocks } } } } } }]
 */
export async function resolveSymbols(
  blocks: readonly ContentBlock[],
  loadEntry: SymbolLoader,
  {
    log = warn,
    maxDepth = MAX_SYMBOL_DEPTH,
    choose = defaultVariation,
  }: { readonly log?: SymbolLogger | undefined; readonly maxDepth?: number | undefined; readonly choose?: SymbolVariationChooser | undefined } = {},
): Promise<readonly ContentBlock[]> {
  if (!containsSymbol(blocks)) return blocks;
  const fetches = new Map<string, Promise<Fetched>>();
  const reported = new Set<string>();
  const walk: Walk = {
    fetch(key, model, entryId) {
      let pending = fetches.get(key);
      if (!pending) {
        // Settled into a value here, so one failure is reported once and never rejects the page.
        pending = loadEntry(model, entryId).then(
          (content) => ({ content }),
          (error: unknown) => ({ error }),
        );
        fetches.set(key, pending);
      }
      return pending;
    },
    report(once, message, details) {
      if (reported.has(once)) return;
      reported.add(once);
      log(message, details);
    },
    maxDepth,
    choose,
  };
  return (await resolveArray(blocks, [], walk)) as readonly ContentBlock[];
}

/** Each symbol looked up once per request, however many blocks (or renders of the same page) use it. */
const loadSymbol = cache((model: string, entryId: string, theme: Theme, locale: Locale) => contentService().getSymbol(model, entryId, { theme, locale }));

// The content's own issues are logged once per process (they repeat on every request until an
// editor fixes them); a failed lookup is logged each time, as it may be the source going down.
const MAX_LOGGED = 500;
const logged = new Set<string>();
const logOnce: SymbolLogger = (message, details) => {
  if (details.issue !== 'failed') {
    if (logged.has(message) || logged.size >= MAX_LOGGED) return;
    logged.add(message);
  }
  warn(message, details);
};

/**
 * The entry ids of every Symbol in a value (blocks, resolved or not), nested symbols and those in
 * slots and option values included: the entry a block names (`symbol.entry`) and the one its
 * inlined content came from (`symbol.content.id`). A block whose entry could not be looked up still
 * counts: publishing that entry changes what the page shows.
 *
 * @example symbolEntryIds([symbolBlock('promo-stack')]) // Set { 'promo-stack' }, plus 'promo-banner' once the stack's content is inlined
 */
export function symbolEntryIds(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) symbolEntryIds(item, into);
  } else if (isRecord(value)) {
    const symbol = isElement(value) && value.component?.name === SYMBOL_COMPONENT ? value.component.options?.symbol : undefined;
    if (isRecord(symbol)) {
      if (typeof symbol.entry === 'string' && symbol.entry !== '') into.add(symbol.entry);
      if (isRecord(symbol.content) && typeof symbol.content.id === 'string' && symbol.content.id !== '') into.add(symbol.content.id);
    }
    for (const item of Object.values(value)) symbolEntryIds(item, into);
  }
  return into;
}

/**
 * `resolveSymbols` with the content service's symbols for this theme and locale, each symbol under
 * test drawn by `choose`. The render notes every symbol entry it placed, so the page store drops
 * the page when one of them is published.
 */
export async function resolveContentSymbols(blocks: readonly ContentBlock[], theme: Theme, locale: Locale, choose?: SymbolVariationChooser): Promise<readonly ContentBlock[]> {
  const resolved = await resolveSymbols(blocks, (model, entryId) => loadSymbol(model, entryId, theme, locale), { log: logOnce, choose });
  await noteContent(...symbolEntryIds(resolved));
  return resolved;
}
