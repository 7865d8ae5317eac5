/**
 * The option values the shared UI pieces take. Block inputs offer exactly these (the page-builder
 * kit's shared inputs build their enums from them), so the UI never receives a value it cannot draw.
 * The button's options are a schema of their own (button-options.ts), kept apart so that client
 * code reading these lists does not bundle zod.
 */

export const ALIGNMENTS = ['Left', 'Center', 'Right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const MEDIA_POSITIONS = ['Left', 'Right'] as const;
export type MediaPosition = (typeof MEDIA_POSITIONS)[number];
