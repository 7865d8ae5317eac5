/**
 * What of a piece of content the server renderer leaves out, and why: raw custom code (Custom Code
 * and Embed blocks' HTML and scripts, never run in a visitor's browser), page code outside the
 * safe interpreter's subset, animations (blocks are drawn in their final state), components nobody
 * registered (drawn as their element and children only, as the SDK draws them) and symbols that
 * could not be found. Bindings, show/hide, repeat, `{{ }}` text, actions and page code inside the
 * subset are rendered (bindings.ts, page-code.ts, state/), so they are no reason. The page logs the
 * list once per content version. Pure, so every reason is unit-tested.
 */
import type { ContentBlock } from '@/domain/content/block';
import { compilePageCode } from '../expressions/compile';
import { symbolSlotBlockLists } from './slot';
import { isWidget, widgetBlockLists } from './widgets';

/** What the renderer leaves out: one line per feature and the block that uses it. */
export type UnrenderedFeature = string;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isElement(value: unknown): value is ContentBlock {
  return isRecord(value) && value['@type'] === '@builder.io/sdk:Element';
}

/** Element lists a built-in keeps in its options: Columns' columns[].blocks. */
export function columnBlocks(options: Readonly<Record<string, unknown>> | undefined): ContentBlock[][] {
  const columns = options?.columns;
  if (!Array.isArray(columns)) return [];
  return columns.map((column) => (isRecord(column) && Array.isArray(column.blocks) ? column.blocks.filter(isElement) : []));
}

/** A symbol's blocks when the content carries them inline (an inline symbol, the Content API's enrich, or one stored by reference that resolveSymbols looked up). */
export function inlineSymbolBlocks(options: Readonly<Record<string, unknown>> | undefined): ContentBlock[] | undefined {
  const symbol = options?.symbol;
  if (!isRecord(symbol) || !isRecord(symbol.content) || !isRecord(symbol.content.data)) return undefined;
  const blocks = symbol.content.data.blocks;
  return Array.isArray(blocks) ? blocks.filter(isElement) : undefined;
}

/** A symbol's content as the renderer needs it: blocks, own state, `symbol.data` inputs and data. */
export type InlineSymbol = {
  readonly blocks: ContentBlock[];
  readonly state: Readonly<Record<string, unknown>>;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly data: Readonly<Record<string, unknown>>;
};

/** The symbol's content when it is inline (or was resolved before rendering); undefined otherwise. */
export function inlineSymbol(options: Readonly<Record<string, unknown>> | undefined): InlineSymbol | undefined {
  const blocks = inlineSymbolBlocks(options);
  const symbol = options?.symbol;
  if (blocks === undefined || !isRecord(symbol) || !isRecord(symbol.content) || !isRecord(symbol.content.data)) return undefined;
  const data = symbol.content.data;
  return { blocks, state: isRecord(data.state) ? data.state : {}, inputs: isRecord(symbol.data) ? symbol.data : {}, data };
}

/** Builder's raw-code components: HTML and scripts an editor pastes, which only eval could honour. */
const RAW_CODE_COMPONENTS: ReadonlySet<string> = new Set(['Custom Code', 'CustomCode', 'Embed', 'Builder:Embed', 'Builder:CustomCode']);
export const isRawCodeComponent = (name: string): boolean => RAW_CODE_COMPONENTS.has(name);

function blockReasons(block: ContentBlock, knows: (componentName: string) => boolean, out: UnrenderedFeature[]): void {
  const where = block.id ? `block ${block.id}` : 'a block without id';
  if (Array.isArray(block.animations) && block.animations.length > 0) out.push(`animation on ${where}`);

  const name = block.component?.name;
  const options = block.component?.options;
  if (name !== undefined) {
    if (isRawCodeComponent(name)) out.push(`raw custom code (component "${name}": its HTML and scripts never run on published pages) on ${where}`);
    else if (!knows(name)) out.push(`unknown component "${name}" on ${where}`);
    if (name === 'Symbol') {
      const inline = inlineSymbolBlocks(options);
      if (inline === undefined) out.push(`symbol without inline content on ${where}`);
      else inline.forEach((child) => blockReasons(child, knows, out));
      // Blocks the page puts in the symbol's slots render too.
      symbolSlotBlockLists(options).forEach((list) => list.forEach((child) => blockReasons(child, knows, out)));
    }
    if (name === 'Columns') columnBlocks(options).forEach((column) => column.forEach((child) => blockReasons(child, knows, out)));
    if (isWidget(name)) widgetBlockLists(name, options).forEach((list) => list.forEach((child) => blockReasons(child, knows, out)));
  }
  block.children?.forEach((child) => blockReasons(child, knows, out));
}

/**
 * Every feature of the content the server renderer leaves out; empty when it renders all of it.
 *
 * @example
 * unrenderedFeatures({ blocks: [{ '@type': '@builder.io/sdk:Element', id: 'b1', animations: [{ trigger: 'pageLoad' }] }] }, () => true)
 * // ['animation on block b1']
 */
export function unrenderedFeatures(data: { readonly blocks: readonly ContentBlock[]; readonly [key: string]: unknown }, knows: (componentName: string) => boolean): UnrenderedFeature[] {
  const out: UnrenderedFeature[] = [];
  // Page code runs through the interpreter (page-code.ts); only code outside its subset is left out.
  // `tsCode` is the editor's source of `jsCode`: the SDK never runs it either.
  const code = data.jsCode;
  if (typeof code === 'string') {
    const compiled = compilePageCode(code);
    if (!compiled.ok) out.push(`page code (data.jsCode) outside the safe subset, not run: ${compiled.reason}`);
  }
  data.blocks.forEach((block) => blockReasons(block, knows, out));
  return out;
}
