/**
 * The server's half of "a closed announcement stays closed": before a content page renders, the
 * Announcement bar blocks this visitor dismissed (their ids from the dismissal cookie) are taken out
 * of the content. The bar is then neither in the HTML nor in the payload, so a returning visitor's
 * page is laid out without it from the first paint (no shift), and its island's code is not loaded.
 *
 * The whole content tree is searched, not only `children`: a bar may sit in a Columns column or in
 * an inline Symbol (a site-wide announcement placed as a symbol on many pages). Only elements named
 * 'Announcement bar' whose options parse as a dismissible bar are removed; everything else is kept
 * as it is, by reference, so a page with nothing to remove costs one walk and no copies.
 */
import type { ContentBlock } from '@/domain/content/block';
import { announcementId } from './dismissal';
import { announcementBarBlock } from './registration';
import { announcementBarSchema } from './schema';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDismissedBar(value: unknown, dismissed: ReadonlySet<string>): boolean {
  if (!isRecord(value) || value['@type'] !== '@builder.io/sdk:Element') return false;
  const component = value.component;
  if (!isRecord(component) || component.name !== announcementBarBlock.name) return false;
  // The same parse the renderer gives the island, so the id matches the one the browser stored.
  const parsed = announcementBarSchema.safeParse(component.options ?? {});
  return parsed.success && parsed.data.dismissible && dismissed.has(announcementId(parsed.data.text, parsed.data.url));
}

/** `value` without the dismissed bars in any array inside it; the same reference when there are none. */
function prune(value: unknown, dismissed: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const kept: unknown[] = [];
    for (const item of value) {
      if (isDismissedBar(item, dismissed)) {
        changed = true;
        continue;
      }
      const next = prune(item, dismissed);
      changed ||= next !== item;
      kept.push(next);
    }
    return changed ? kept : value;
  }
  if (isRecord(value)) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const next = prune(item, dismissed);
      changed ||= next !== item;
      return [key, next] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}

/**
 * The blocks without the Announcement bars whose ids are in `dismissedIds`, at any depth.
 *
 * @example omitDismissedAnnouncements(blocks, []) === blocks // true: nothing dismissed, nothing copied
 */
export function omitDismissedAnnouncements(blocks: readonly ContentBlock[], dismissedIds: readonly string[]): readonly ContentBlock[] {
  if (dismissedIds.length === 0) return blocks;
  // prune only removes elements from arrays and copies records key by key: the shape is unchanged.
  return prune(blocks, new Set(dismissedIds)) as readonly ContentBlock[];
}
