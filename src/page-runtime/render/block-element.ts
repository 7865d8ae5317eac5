/**
 * The element a block is drawn as, as Builder's SDK draws it: the block's `tagName`, its
 * `properties` as attributes with what `properties.*` bindings set over them, and a bound `href`
 * (a box with a link is an `a`). Only what safe-attributes.ts allows gets through: allowlisted
 * tags, attributes that cannot run code, safe links.
 */
import 'server-only';
import type { ContentBlock } from '@/domain/content/block';
import { blockTag, safeAttributes, type BlockTag } from '../state/safe-attributes';

export type BlockElement = {
  readonly tag: BlockTag;
  /** Safe attributes only. */
  readonly attributes: Readonly<Record<string, string>>;
};

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tag and attributes of a bound block (`boundProperties` from its `properties.*` bindings). */
export function blockElement(block: ContentBlock, boundProperties: Readonly<Record<string, string>>): BlockElement {
  const own = isRecord(block.properties) ? block.properties : {};
  const href: unknown = block.href;
  const attributes = safeAttributes({ ...own, ...boundProperties, ...(href === undefined ? {} : { href }) });
  return { tag: blockTag(block.tagName, attributes.href !== undefined), attributes };
}

/** Whether drawing the block needs its own element: a tag other than div, or attributes. */
export const hasOwnElement = (element: BlockElement): boolean => element.tag !== 'div' || Object.keys(element.attributes).length > 0;
