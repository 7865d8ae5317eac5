/**
 * The document's title once the current route has one. Next remounts the route's head (its
 * `<title>`) with every page and search change, and the metadata may stream in after the new page
 * has committed, so right after a route change the old `<title>` can be gone and the new one not
 * there yet: `document.title` is then ''. A non-empty title is always the current route's (the
 * old head never outlives the commit that changed the pathname), so this reads it at once when it
 * is there and otherwise waits for the `<title>` React hoists into <head>, with no timer.
 */

/**
 * Calls `onTitle` with the document's title: now when the page has one, else as soon as a
 * `<title>` with text reaches <head>. Returns a cancel function that stops waiting.
 *
 * @example
 * const cancel = whenDocumentTitled((title) => track(pageView(path, title)));
 * // on the next route change: cancel();
 */
export function whenDocumentTitled(onTitle: (title: string) => void): () => void {
  if (document.title !== '') {
    onTitle(document.title);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (document.title === '') return;
    observer.disconnect();
    onTitle(document.title);
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
