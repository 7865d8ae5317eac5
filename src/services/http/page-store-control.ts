/**
 * What the rest of the server may ask of the page store (src/server/http/page-cache.ts): to drop
 * stored pages before they expire, when the content they were rendered from changes (Builder's
 * publish webhook, src/server/builder/webhook-handler.ts).
 *
 * The store registers itself here when the server starts; a route finds it here. The registration
 * lives on `globalThis`: Next compiles the server's entry (instrumentation, where the store runs)
 * and the route handlers into separate bundles, each with its own copy of this module. Without a
 * store (the development server, PAGE_CACHE_SECONDS=0) nothing is registered and there is nothing
 * to drop.
 */

export type PageStoreControl = {
  /**
   * Drops every stored page whose render noted one of these content ids (`RenderNotes.contents`:
   * the page's own entry and every symbol it placed, nested ones included). Returns how many
   * stored pages were dropped.
   */
  dropContent(contentIds: readonly string[]): number;
  /**
   * Drops every stored page at one of these URL paths, as Builder's `urlPath` targeting names
   * them: without the locale prefix (`/about` stands for `/about`, `/en-ca/about` and
   * `/en-gb/about`), on every host and theme, with any query string. Returns how many stored pages
   * were dropped.
   */
  dropPaths(paths: readonly string[]): number;
  /** Drops every stored page; returns how many. */
  dropAll(): number;
};

const REGISTRY = Symbol.for('brightbowl.page-store-control');

type Holder = { [REGISTRY]?: PageStoreControl | undefined };

/** Makes the page store reachable from the routes (the store's side, once at server start). */
export function registerPageStoreControl(control: PageStoreControl | undefined): void {
  (globalThis as Holder)[REGISTRY] = control;
}

/** The running page store's controls; undefined when this server keeps no pages. */
export function pageStoreControl(): PageStoreControl | undefined {
  return (globalThis as Holder)[REGISTRY];
}
