/**
 * What a page render tells the page cache (src/server/http/page-cache.ts) about its response: the
 * A/B tests the page runs and what it drew for this visitor, the content entries it was drawn from,
 * or that the response is this visitor's alone. The cache opens a note under an id it puts in a
 * header only it can write (the front door drops a visitor's own copy); the render adds to that
 * note (render-notes.ts); the cache reads it when the response is complete. A render without that
 * header (every request the cache does not fill from) notes nothing.
 *
 * The notes live on `globalThis`: Next compiles the server's entry (instrumentation, where the
 * cache runs) and the pages into separate bundles, each with its own copy of this module. This
 * half imports nothing of Next, so the server's entry can hold it.
 */
import type { VariationShare } from '@/services/content/types';

export type PageTestNote = { readonly contentId: string; readonly shares: readonly VariationShare[] };

export type RenderNotes = {
  /** The A/B tests the page's content runs. */
  readonly tests: PageTestNote[];
  /** Content id → the variation drawn for this visitor now (absent: kept from their cookie). */
  readonly drawn: Record<string, string>;
  /** Why the response may not be shown to anyone else; null when it may. */
  personal: string | null;
  /**
   * What the render took from the visitor's budgets: a stored copy costs each later viewer the
   * same (and is not shown to one whose budget cannot pay it).
   */
  readonly charges: PageCharge[];
  /**
   * The content entries the render drew: the page's own and every symbol it placed (nested ones
   * included), each once. Publishing one of them drops the stored page (page-store-control.ts).
   */
  readonly contents: string[];
};

/** Bytes taken from a per-client budget (the search budget, SEARCH_BYTES_PER_MINUTE). */
export type PageCharge = { readonly budget: 'search'; readonly cost: number };

const REGISTRY = Symbol.for('brightbowl.render-notes');

export function renderNotesRegistry(): Map<string, RenderNotes> {
  const holder = globalThis as { [REGISTRY]?: Map<string, RenderNotes> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Starts the note for a render the cache may keep (the cache's side). */
export function openRenderNotes(id: string): void {
  renderNotesRegistry().set(id, { tests: [], drawn: {}, personal: null, charges: [], contents: [] });
}

/** Ends the note and returns what the render said (the cache's side); undefined for an unknown id. */
export function closeRenderNotes(id: string): RenderNotes | undefined {
  const notes = renderNotesRegistry().get(id);
  renderNotesRegistry().delete(id);
  return notes;
}
