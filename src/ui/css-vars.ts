import type { CSSProperties } from 'react';

/** Inline custom properties: React's CSSProperties does not know `--*` names. */
export type CssVars = CSSProperties & { readonly [name: `--${string}`]: string | undefined };
