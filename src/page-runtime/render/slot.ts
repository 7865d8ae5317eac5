/**
 * Builder's `Slot` built-in: a place in a symbol where the page that uses the symbol puts blocks
 * of its own. The page keeps those blocks in the Symbol block's inputs (`symbol.data.<name>`, name
 * `children` unless the editor renamed the slot), which are the symbol's state, so a Slot draws the
 * element list its state holds under its name, as @builder.io/react 9.x's Slot does
 * (`context.state[name]`). Outside a symbol, or with nothing put in it, a Slot is an empty box.
 * Pure, so the rules are unit-tested.
 */
import type { ContentBlock } from '@/domain/content/block';

export const SLOT_COMPONENT = 'Slot';

/** Builder's default slot name (the Slot input's default value). */
const DEFAULT_SLOT_NAME = 'children';

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isElement(value: unknown): value is ContentBlock {
  return isRecord(value) && value['@type'] === '@builder.io/sdk:Element';
}

/**
 * The state key a Slot reads its blocks from.
 *
 * @example slotName({ name: 'footer' }) // 'footer'
 * @example slotName({}) // 'children'
 */
export function slotName(options: Readonly<Record<string, unknown>> | undefined): string {
  const name = options?.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : DEFAULT_SLOT_NAME;
}

/**
 * The blocks a Slot shows: the elements its state holds under the slot's name; none when that is
 * not a list of elements.
 *
 * @example slotBlocks({ name: 'children' }, { children: [textBlock] }) // [textBlock]
 */
export function slotBlocks(options: Readonly<Record<string, unknown>> | undefined, state: Readonly<Record<string, unknown>>): ContentBlock[] {
  const value = Object.hasOwn(state, slotName(options)) ? state[slotName(options)] : undefined;
  return Array.isArray(value) ? value.filter(isElement) : [];
}

/**
 * The element lists a Symbol block passes to its slots (every `symbol.data` value that is a list
 * of elements), for walks that must see every block of a page (what the renderer leaves out).
 */
export function symbolSlotBlockLists(options: Readonly<Record<string, unknown>> | undefined): ContentBlock[][] {
  const symbol = options?.symbol;
  if (!isRecord(symbol) || !isRecord(symbol.data)) return [];
  return Object.values(symbol.data)
    .filter((value): value is unknown[] => Array.isArray(value) && value.some(isElement))
    .map((list) => list.filter(isElement));
}
