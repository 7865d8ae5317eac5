/**
 * The state islands of content with state, from one module so that their dynamic imports in
 * content-islands.tsx share one chunk: the interpreter and the store are loaded once, and the repeat
 * island comes with them (a chunk of its own would carry a second copy of both).
 *
 * No 'use client' line: content-state.tsx and repeat-block.tsx carry it.
 */
export { ContentState, StateBlock } from './content-state';
export { RepeatBlock } from './repeat-block';
