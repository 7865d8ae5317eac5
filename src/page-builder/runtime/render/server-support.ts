/**
 * Whether the server renderer can render a piece of content exactly, and if not, why. Content that
 * needs the Builder SDK's runtime (data bindings and state, actions, custom code, repeats,
 * animations, symbols that must be fetched, components we do not know) renders through the SDK for
 * that page instead: nothing an editor built is dropped. Pure, so every reason is unit-tested.
 */
import type { ContentBlock } from '@/domain/content/block';
import { isWidget, widgetBlockLists } from './widgets';

/** Why a page needs the SDK: one line per feature and the block that uses it. */
export type SdkReason = string;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isElement(value: unknown): value is ContentBlock {
  return isRecord(value) && value['@type'] === '@builder.io/sdk:Element';
}

/** Keys of a Builder bindings/actions map that hold code (the SDK skips blank keys). */
function codeKeys(map: unknown): string[] {
  if (!isRecord(map)) return [];
  return Object.entries(map)
    .filter(([key, code]) => key.trim() !== '' && typeof code === 'string' && code.trim() !== '')
    .map(([key]) => key);
}

/** Element lists a built-in keeps in its options: Columns' columns[].blocks. */
export function columnBlocks(options: Readonly<Record<string, unknown>> | undefined): ContentBlock[][] {
  const columns = options?.columns;
  if (!Array.isArray(columns)) return [];
  return columns.map((column) => (isRecord(column) && Array.isArray(column.blocks) ? column.blocks.filter(isElement) : []));
}

/** A symbol's blocks when the content carries them inline (the Content API's enrich, or an inline symbol). */
export function inlineSymbolBlocks(options: Readonly<Record<string, unknown>> | undefined): ContentBlock[] | undefined {
  const symbol = options?.symbol;
  if (!isRecord(symbol) || !isRecord(symbol.content) || !isRecord(symbol.content.data)) return undefined;
  const blocks = symbol.content.data.blocks;
  return Array.isArray(blocks) ? blocks.filter(isElement) : undefined;
}

const TEXT_EXPRESSION = /\{\{[^}]+\}\}/;

function blockReasons(block: ContentBlock, knows: (componentName: string) => boolean, out: SdkReason[]): void {
  const where = block.id ? `block ${block.id}` : 'a block without id';
  const bindings = [...codeKeys(block.bindings), ...codeKeys(isRecord(block.code) ? block.code.bindings : undefined)];
  if (bindings.length > 0) out.push(`data binding (${[...new Set(bindings)].join(', ')}) on ${where}`);
  const actions = [...codeKeys(block.actions), ...codeKeys(isRecord(block.code) ? block.code.actions : undefined)];
  if (actions.length > 0) out.push(`action (${[...new Set(actions)].join(', ')}) on ${where}`);
  if (isRecord(block.repeat) && typeof block.repeat.collection === 'string') out.push(`repeat over "${block.repeat.collection}" on ${where}`);
  if (Array.isArray(block.animations) && block.animations.length > 0) out.push(`animation on ${where}`);

  const name = block.component?.name;
  const options = block.component?.options;
  if (name !== undefined) {
    if (!knows(name)) out.push(`unknown component "${name}" on ${where}`);
    if (name === 'Text' && typeof options?.text === 'string' && TEXT_EXPRESSION.test(options.text)) out.push(`text expression on ${where}`);
    if (name === 'Symbol') {
      const inline = inlineSymbolBlocks(options);
      if (inline === undefined) out.push(`symbol without inline content on ${where}`);
      else inline.forEach((child) => blockReasons(child, knows, out));
    }
    if (name === 'Columns') columnBlocks(options).forEach((column) => column.forEach((child) => blockReasons(child, knows, out)));
    if (isWidget(name)) widgetBlockLists(name, options).forEach((list) => list.forEach((child) => blockReasons(child, knows, out)));
  }
  block.children?.forEach((child) => blockReasons(child, knows, out));
}

/**
 * Every feature of the content the server renderer does not support; empty when it renders all of it.
 *
 * @example
 * sdkReasons({ blocks: [{ '@type': '@builder.io/sdk:Element', id: 'b1', bindings: { 'component.options.text': 'state.name' } }] }, () => true)
 * // ['data binding (component.options.text) on block b1']
 */
export function sdkReasons(data: { readonly blocks: readonly ContentBlock[]; readonly [key: string]: unknown }, knows: (componentName: string) => boolean): SdkReason[] {
  const out: SdkReason[] = [];
  for (const field of ['jsCode', 'tsCode'] as const) {
    const code = data[field];
    if (typeof code === 'string' && code.trim() !== '') out.push(`custom code (data.${field})`);
  }
  data.blocks.forEach((block) => blockReasons(block, knows, out));
  return out;
}
