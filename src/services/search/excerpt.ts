import { SEARCH } from '@/config/constants';

/**
 * §9: an excerpt is the first SEARCH.excerptWords words followed by an ellipsis; a text that
 * short or shorter is returned whole (whitespace collapsed), without one.
 *
 * Works on highlighted HTML too: the highlighter only emits `<mark>` around single words, so a
 * cut at whitespace never splits a tag.
 * @example excerpt('one two three four', 2) // 'one two…'
 */
export function excerpt(text: string, words: number = SEARCH.excerptWords): string {
  const all = text.trim().split(/\s+/).filter((w) => w.length > 0);
  if (all.length <= words) return all.join(' ');
  return `${all.slice(0, Math.max(0, words)).join(' ')}${SEARCH.excerptEllipsis}`;
}
