/**
 * Initialises the Builder SDK once per JavaScript realm (each browser page; once per server
 * process, where the key is the same for every request).
 *
 * - With an API key: `builder.init(key, true)`, so the editor, preview and the provider's tracking
 *   (spec §7 POST track, the pixel) work as Builder intends.
 * - Without one: a placeholder key (the SDK logs an integration error for every track attempt
 *   without any key), tracking off, and the SDK's own preview/editing flags forced off. Those flags
 *   are computed from `location` when the SDK loads, and when set the SDK fetches drafts from
 *   Builder's CDN; with local fixtures there is nothing to fetch, so a visitor adding
 *   `?builder.preview=page` to a URL must not send the browser to builder.io.
 */
import { Builder, builder } from '@builder.io/react';

/** Stands in for an API key when the content comes from local fixtures; Builder knows no such key. */
const LOCAL_API_KEY = 'local-fixtures';

let initialisedWith: string | null = null;

export function initBuilderSdk(apiKey: string | undefined): void {
  const key = apiKey ?? LOCAL_API_KEY;
  if (initialisedWith === key) return;
  initialisedWith = key;
  const canTrack = apiKey !== undefined;
  // First, and apart: init() switches tracking on before it stores the key, and switching it on
  // reads sessionStorage, which throws SecurityError in a frame whose storage the browser blocks
  // (Builder's editor frames the page from another site; browsers that block third-party storage
  // refuse it). The key must survive that, or the editor gets `apiKey: null`, no draft and no edits.
  builder.apiKey = key;
  try {
    builder.init(key, canTrack);
    builder.canTrack = canTrack;
  } catch (error) {
    builder.canTrack = false;
    console.warn('[builder] Builder tracking is off: this frame may not use storage', error);
  }
  if (!canTrack) {
    Builder.isEditing = false;
    Builder.isPreviewing = false;
  }
}

/** Whether the SDK believes it runs inside Builder's visual editor (a trusted parent frame). */
export function sdkIsEditing(): boolean {
  return Builder.isEditing;
}
