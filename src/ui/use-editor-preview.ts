'use client';

import { createContext, useContext } from 'react';

/**
 * Whether blocks render inside the page builder's editor or preview, where a block may show
 * editors what to fix instead of (or beside) what visitors see. Only the SDK page (the editor and
 * preview path) provides `true`; published pages never load the SDK, so this is a plain context
 * rather than a read of the SDK's own flags.
 */
export const EditorPreviewContext = createContext(false);

/**
 * @example
 * const editing = useEditorPreview();
 * return editing ? <ul>{problems}</ul> : null;
 */
export function useEditorPreview(): boolean {
  return useContext(EditorPreviewContext);
}
