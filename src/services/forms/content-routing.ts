/**
 * Where a form's submissions go is content, never the visitor's request: the server finds the
 * page-builder Form block by its name in the content of the page that holds it and reads its
 * sendSubmissionsTo, recipient and action there. A visitor can name a page and a form, but can
 * only pick among destinations an editor published.
 */
import { z } from 'zod';
import type { FormBlockRouting } from './types';

/** The page builder's Form block, under the name our component replaces it with. */
const FORM_BLOCK_NAME = 'Form:Form';
/** The page builder's default form name, used when an editor left it empty. */
const DEFAULT_FORM_NAME = 'My form';
/** Content nests blocks a few levels deep; a tree deeper than this is not content we walk. */
const MAX_DEPTH = 64;

const formOptionsSchema = z.object({
  name: z.string().trim().optional().catch(undefined),
  sendSubmissionsTo: z.string().optional().catch(undefined),
  sendSubmissionsToEmail: z.string().trim().max(254).optional().catch(undefined),
  action: z.string().trim().max(2048).optional().catch(undefined),
  contentType: z.string().max(64).optional().catch(undefined),
});

function routingOf(node: Readonly<Record<string, unknown>>, formName: string): FormBlockRouting | null {
  const component = node.component;
  if (typeof component !== 'object' || component === null) return null;
  const { name, options } = component as { name?: unknown; options?: unknown };
  if (name !== FORM_BLOCK_NAME) return null;
  const parsed = formOptionsSchema.safeParse(options ?? {});
  if (!parsed.success) return null;
  const o = parsed.data;
  if ((o.name || DEFAULT_FORM_NAME) !== formName) return null;
  return {
    ...(o.sendSubmissionsTo ? { sendSubmissionsTo: o.sendSubmissionsTo } : {}),
    ...(o.sendSubmissionsToEmail ? { sendSubmissionsToEmail: o.sendSubmissionsToEmail } : {}),
    ...(o.action ? { action: o.action } : {}),
    ...(o.contentType ? { contentType: o.contentType } : {}),
  };
}

/**
 * The routing options of the first Form block named `formName` anywhere in a content tree (blocks,
 * children, symbols' inline content, variations), or null when the content holds no such form.
 *
 * @example
 * findFormRouting({ blocks: [{ component: { name: 'Form:Form', options: { name: 'Contact', sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'team@example.com' } } }] }, 'Contact');
 * // { sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'team@example.com' }
 */
export function findFormRouting(content: unknown, formName: string): FormBlockRouting | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: content, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() ?? { value: null, depth: 0 };
    if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) continue;
    if (Array.isArray(value)) {
      // Reversed, so the first block in document order is found first.
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], depth: depth + 1 });
      continue;
    }
    const node = value as Readonly<Record<string, unknown>>;
    const found = routingOf(node, formName);
    if (found) return found;
    const children = Object.values(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ value: children[i], depth: depth + 1 });
  }
  return null;
}
