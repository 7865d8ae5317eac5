/**
 * Questions about a content's blocks as a whole, asked before rendering: whether any block has
 * actions (then the content's state lives in the browser too). Walks every element a block holds
 * (children, Columns' columns, any option that is a list of elements, such as a widget's items)
 * but not a Symbol's content, which has a state of its own.
 */
import type { ContentBlock } from '@/domain/content/block';

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isElement = (value: unknown): value is ContentBlock => isRecord(value) && value['@type'] === '@builder.io/sdk:Element';

/** Elements anywhere in an option value (lists of elements, or lists of objects holding them), a few levels down. */
function elementsIn(value: unknown, depth: number, out: ContentBlock[]): void {
  if (depth > 4) return;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isElement(item)) out.push(item);
      else elementsIn(item, depth + 1, out);
    }
  } else if (isRecord(value) && !isElement(value)) {
    for (const nested of Object.values(value)) elementsIn(nested, depth + 1, out);
  }
}

/** The elements a block holds directly: its children and those in its options (not a Symbol's). */
function innerElements(block: ContentBlock): ContentBlock[] {
  const out: ContentBlock[] = [...(block.children ?? [])];
  if (block.component?.name !== 'Symbol') elementsIn(block.component?.options, 0, out);
  return out;
}

function hasCode(map: unknown): boolean {
  return isRecord(map) && Object.entries(map).some(([key, code]) => key.trim() !== '' && typeof code === 'string' && code.trim() !== '');
}

/** Whether any block of the content (outside symbols) has an action. */
export function hasActions(blocks: readonly ContentBlock[]): boolean {
  return blocks.some((block) => hasCode(block.actions) || (isRecord(block.code) && hasCode(block.code.actions)) || hasActions(innerElements(block)));
}
