/**
 * Text handling shared by indexing and highlighting, so the words the index matched are exactly the
 * words the highlighter finds again: one tokenizer, one term normalization.
 */

/** Words are runs of letters and digits; everything else separates (as Algolia's separators do). */
const WORD = /[\p{L}\p{N}]+/gu;

/** The tokens of a text, unnormalized. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Case- and accent-insensitive form of a term ("Pâté" → "pate"), as Algolia ignores both. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The normalized query terms of a query string, in order. */
export function queryTerms(query: string): string[] {
  return tokenize(query).map(normalizeTerm).filter((t) => t.length > 0);
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML-escapes text (element content and attribute values alike). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export const HIGHLIGHT_PRE_TAG = '<mark>';
export const HIGHLIGHT_POST_TAG = '</mark>';

/** How a document term was reached from the query: exactly, by prefix (last word only) or by a typo. */
export type TermMatch = { readonly queryTerm: string; readonly prefixLength: number | null };

export type HighlightOptions = {
  /** Document terms (normalized) that matched in this attribute, mapped to what they matched. */
  readonly matched: ReadonlyMap<string, TermMatch>;
  /** All query terms, to tell 'full' from 'partial'. */
  readonly queryTerms: readonly string[];
};

export type Highlighted = {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: string[];
  readonly fullyHighlighted: boolean;
};

/** The original characters of `token` whose normalized form is `normalizedLength` long. */
function originalPrefix(token: string, normalizedLength: number): string {
  let out = '';
  let length = 0;
  for (const ch of token) {
    if (length >= normalizedLength) break;
    out += ch;
    length += normalizeTerm(ch).length;
  }
  return out;
}

/**
 * Algolia-style `_highlightResult` entry. The text is escaped first, piece by piece, and `<mark>`
 * wraps matched words (only the typed part of a prefix match), so the value holds no markup other
 * than `<mark>` whatever the document contains.
 * @example highlight('Puppy <b>food</b>', { matched: new Map([['puppy', { queryTerm: 'pup', prefixLength: 3 }]]), queryTerms: ['pup'] }).value
 *   // '<mark>Pup</mark>py &lt;b&gt;food&lt;/b&gt;'
 */
export function highlight(text: string, options: HighlightOptions): Highlighted {
  const words = new Set<string>();
  let out = '';
  let last = 0;
  let marked = 0;
  let tokens = 0;
  for (const m of text.matchAll(WORD)) {
    const token = m[0];
    const start = m.index;
    tokens += 1;
    out += escapeHtml(text.slice(last, start));
    last = start + token.length;
    const match = options.matched.get(normalizeTerm(token));
    if (match === undefined) {
      out += escapeHtml(token);
      continue;
    }
    words.add(match.queryTerm);
    marked += 1;
    if (match.prefixLength === null) {
      out += `${HIGHLIGHT_PRE_TAG}${escapeHtml(token)}${HIGHLIGHT_POST_TAG}`;
    } else {
      const head = originalPrefix(token, match.prefixLength);
      out += `${HIGHLIGHT_PRE_TAG}${escapeHtml(head)}${HIGHLIGHT_POST_TAG}${escapeHtml(token.slice(head.length))}`;
    }
  }
  out += escapeHtml(text.slice(last));
  const matchedWords = options.queryTerms.filter((t) => words.has(t));
  const matchLevel =
    matchedWords.length === 0 ? 'none' : new Set(matchedWords).size === new Set(options.queryTerms).size ? 'full' : 'partial';
  return { value: out, matchLevel, matchedWords, fullyHighlighted: tokens > 0 && marked === tokens };
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}
