/**
 * What Builder's React SDK does to a block before it draws it, done on the server with the safe
 * evaluator instead of `new Function`: `bindings` set values on a copy of the block
 * (`component.options.*`, `properties.*`, `style.*`, `responsiveStyles.*`), `show` and `hide`
 * decide whether it is drawn at all, `repeat.collection` draws it once per item with `$index`,
 * `$item` and the item name in state, and `{{ }}` in a Text element's text is filled in. Code is
 * compiled once per distinct string and process; a refused or failing expression is a plain reason
 * the renderer logs and answers with the block's §8 error.
 */
import 'server-only';
import type { ContentBlock } from '@/domain/content/block';
import { compileAction, compileExpression, compileTemplate, hasTemplate, type Compiled } from '../expressions/compile';
import { type Budget, evaluate, ExpressionError, renderTemplate, type Scope } from '../expressions/interpret';
import type { Program, Template } from '../expressions/program';

type Data = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The names Builder's SDK gives binding code, as the server sees them (never the browser's). */
export type BindingScope = {
  readonly state: Data;
  readonly context: Data;
  readonly builder: { readonly isServer: boolean; readonly isBrowser: boolean; readonly isEditing: boolean; readonly isPreviewing: boolean };
  readonly content: Data;
};

/** The scope a content's bindings start from: its initial state (data URL results included) and its own data. */
export function contentScope(state: Data, contentData: Data): BindingScope {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the blocks are the page, not data a binding reads
  const { blocks, ...data } = contentData;
  return {
    state,
    context: {},
    builder: { isServer: true, isBrowser: false, isEditing: false, isPreviewing: false },
    content: { data },
  };
}

// Compiled code by source text: content repeats the same few expressions on every request.
const MAX_COMPILED = 2_000;
const compiled = new Map<string, Compiled>();
const compiledActions = new Map<string, Compiled>();

function remember(cache: Map<string, Compiled>, code: string, compile: (code: string) => Compiled): Compiled {
  const hit = cache.get(code);
  if (hit) return hit;
  const result = compile(code);
  if (cache.size >= MAX_COMPILED) cache.delete(cache.keys().next().value as string);
  cache.set(code, result);
  return result;
}

/** A binding, show/hide or repeat expression, compiled (or why not). */
export const expression = (code: string): Compiled => remember(compiled, code, compileExpression);
/** An action's statements, compiled (or why not). */
export const action = (code: string): Compiled => remember(compiledActions, code, compileAction);

/** Non-blank code by key from a Builder map; `bindings` wins over `code.bindings` as in the SDK. */
function codeMap(primary: unknown, secondary: unknown): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const map of [secondary, primary]) {
    if (!isRecord(map)) continue;
    for (const [key, code] of Object.entries(map)) {
      if (key.trim() !== '' && typeof code === 'string' && code.trim() !== '') out[key.trim()] = code;
    }
  }
  return out;
}

const codeOf = (block: ContentBlock, field: 'bindings' | 'actions'): Readonly<Record<string, string>> =>
  codeMap(block[field], isRecord(block.code) ? block.code[field] : undefined);

export const bindingCode = (block: ContentBlock) => codeOf(block, 'bindings');
export const actionCode = (block: ContentBlock) => codeOf(block, 'actions');

// Content fails the same way on every request: each distinct message is logged once per process.
const MAX_WARNED = 500;
const warned = new Set<string>();

/** Logs a content problem the first time it is seen (up to a bound), not on every request. */
export function warnOnce(message: string): void {
  if (warned.has(message) || warned.size >= MAX_WARNED) return;
  warned.add(message);
  console.warn(message);
}

export class BindingError extends Error {
  override name = 'BindingError';
}

/**
 * Evaluates compiled code. Code that fails as JavaScript would (reading a property of undefined)
 * gives undefined, as the SDK's logged failure does, so a failing `show` hides its block; code
 * outside the allowed subset is a BindingError with its reason, and the block shows its §8 error.
 */
function run(program: Program, scope: Scope, what: string, budget?: Budget): unknown {
  try {
    return evaluate(program, scope, budget);
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    if (error.kind === 'refused') throw new BindingError(`${what}: ${error.message}`);
    warnOnce(`[content] ${what} failed, so it has no value: ${error.message}`);
    return undefined;
  }
}

/** The compiled program for some code, or a BindingError naming the code's role and reason. */
export function programOf(result: Compiled, what: string): Program {
  if (!result.ok) throw new BindingError(`${what}: ${result.reason}`);
  return result.program;
}

const FORBIDDEN_SEGMENT = new Set(['__proto__', 'prototype', 'constructor']);

/** A copy of `root` with `value` at the dotted path, copying only along the path. */
function setPath(root: Data, segments: readonly string[], value: unknown): Data {
  const [head, ...rest] = segments;
  if (head === undefined) return root;
  if (FORBIDDEN_SEGMENT.has(head)) throw new BindingError(`binding "${segments.join('.')}": refused: a binding may not write "${head}"`);
  if (rest.length === 0) return { ...root, [head]: value };
  const next = root[head];
  return { ...root, [head]: setPath(isRecord(next) ? next : {}, rest, value) };
}

/** The block as bound: binding values written into a copy, with show/hide read out. */
export type BoundBlock = {
  readonly block: ContentBlock;
  /** False when `hide` is truthy, or `show` is bound and falsy (the SDK then draws nothing). */
  readonly visible: boolean;
  /** Style and attributes bindings set (`style.*`, `properties.*`), for the block's wrapper. */
  readonly style: Readonly<Record<string, string | number>>;
  readonly properties: Readonly<Record<string, string>>;
};

/**
 * Applies a block's bindings with the scope's values, as @builder.io/react 9's BuilderBlock does.
 * Throws BindingError with the reason when an expression is refused or fails.
 */
export function applyBindings(block: ContentBlock, scope: BindingScope, budget?: Budget): BoundBlock {
  const bindings = bindingCode(block);
  let bound: Data = block;
  let style: Record<string, string | number> = {};
  let properties: Record<string, string> = {};
  let show: unknown = true;
  let hide: unknown = false;
  for (const [key, code] of Object.entries(bindings)) {
    const value = run(programOf(expression(code), `binding "${key}"`), scope, `binding "${key}"`, budget);
    const segments = key.split('.');
    if (key === 'show') show = value;
    else if (key === 'hide') hide = value;
    else if (segments[0] === 'style' && segments.length === 2) {
      if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) style = { ...style, [segments[1]!]: value };
    } else if (segments[0] === 'properties' && segments.length === 2) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') properties = { ...properties, [segments[1]!]: String(value) };
    } else bound = setPath(bound, segments, value);
  }
  return { block: bound as ContentBlock, visible: !hide && Boolean(show), style, properties };
}

/** The text of a Text element with its `{{ }}` placeholders filled in; unchanged when it has none. */
export function fillTemplate(text: string, scope: BindingScope, budget?: Budget): string {
  if (!hasTemplate(text)) return text;
  const compiledTemplate = compileTemplate(text);
  if (!compiledTemplate.ok) throw new BindingError(`text expression: ${compiledTemplate.reason}`);
  let refused: ExpressionError | undefined;
  const filled = renderTemplate(
    compiledTemplate.template,
    scope,
    (error) => {
      if (error.kind === 'refused') refused ??= error;
    },
    budget,
  );
  if (refused) throw new BindingError(`text expression: ${refused.message}`);
  return filled;
}

/** A Text element's template, compiled, for the browser to fill in again when state changes. */
export function textTemplate(text: string): Template | undefined {
  if (!hasTemplate(text)) return undefined;
  const result = compileTemplate(text);
  return result.ok ? result.template : undefined;
}

/** One drawing of a repeated block: the names the SDK adds to state for it. */
export type RepeatLocals = Readonly<Record<string, unknown>>;

/**
 * The state additions for each item of a block's `repeat.collection`, or null when the block does
 * not repeat. As the SDK: the item name is `repeat.itemName`, else the collection's last path
 * segment + 'Item' (`state.products` → `productsItem`); `$index`, `$item` and `$<name>Index` too.
 * A collection that is not an array draws nothing.
 */
export function repeatLocals(block: ContentBlock, scope: BindingScope, budget?: Budget): readonly RepeatLocals[] | null {
  const repeat = block.repeat;
  if (!isRecord(repeat) || typeof repeat.collection !== 'string' || repeat.collection.trim() === '') return null;
  const collection = repeat.collection;
  const items = run(programOf(expression(collection), `repeat "${collection}"`), scope, `repeat "${collection}"`, budget);
  if (!Array.isArray(items)) return [];
  // Each drawing is work for the page (its state copy, its elements) even when it evaluates nothing.
  try {
    budget?.spend(items.length);
  } catch (error) {
    if (error instanceof ExpressionError) throw new BindingError(`repeat "${collection}": ${error.message}`);
    throw error;
  }
  const last = collection.trim().split('(')[0]!.trim().split('.').pop() ?? '';
  const itemName = typeof repeat.itemName === 'string' && repeat.itemName.trim() !== '' ? repeat.itemName.trim() : last ? `${last}Item` : 'item';
  return items.map((item: unknown, index) => ({ $index: index, $item: item, [itemName]: item, [`$${itemName}Index`]: index }));
}

/** The scope for one repeated drawing: the locals join the state, as the SDK's repeat does. */
export function withLocals(scope: BindingScope, locals: RepeatLocals): BindingScope {
  return { ...scope, state: { ...scope.state, ...locals } };
}
