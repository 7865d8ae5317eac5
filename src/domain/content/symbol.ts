/**
 * Builder Symbols: reusable content an editor places on a page as a `Symbol` block. The block holds
 * either the symbol's content inline (`symbol.content`, as the Content API's enrich returns it) or
 * only a reference (`symbol.model` and `symbol.entry`), which the server looks up before rendering.
 * The symbol's inputs (`symbol.data`) stay on the block: they are the state its bindings read.
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';
import { contentBlockSchema } from './block';

/** The model Builder creates for symbols; the fixtures keep its entries in fixtures/content/symbol. */
export const SYMBOL_MODEL = 'symbol';

/**
 * A model name as Builder allows it (letters, digits, dashes, underscores). It goes into a Content
 * API path, so anything else (a slash, a dot, `%`) is refused before a URL is built.
 *
 * @example modelNameSchema.safeParse('../page').success // false
 */
export const modelNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'expected a Builder model name');

/**
 * An entry id: Builder's are 32 hex digits, fixtures use kebab-case; both fit this, a path or a query does not.
 *
 * @example entryIdSchema.safeParse('promo-banner').success // true
 */
export const entryIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'expected a content entry id');

/**
 * The `data` of a symbol entry: its blocks and its own initial state. Other Builder fields (inputs,
 * cssCode, jsCode, …) pass through.
 *
 * @example symbolDataSchema.parse({}).blocks // []
 */
export const symbolDataSchema = z.looseObject({
  blocks: z.array(contentBlockSchema).default([]),
  state: z.record(z.string(), z.unknown()).optional(),
});
export type SymbolData = DeepReadonly<z.output<typeof symbolDataSchema>>;
