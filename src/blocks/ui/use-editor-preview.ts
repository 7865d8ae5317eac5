'use client';

import { Builder } from '@builder.io/react';
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};
const inEditor = () => Builder.isEditing || Builder.isPreviewing;
const onServer = () => false;

/**
 * Whether the page is showing in the page builder's editor or preview, where a block may show
 * editors what to fix instead of (or beside) what visitors see. False on the server and in the
 * first render, so the HTML and hydration agree; the browser re-renders with the real answer.
 *
 * @example
 * const editing = useEditorPreview();
 * return editing ? <ul>{problems}</ul> : null;
 */
export function useEditorPreview(): boolean {
  return useSyncExternalStore(subscribeNever, inEditor, onServer);
}
