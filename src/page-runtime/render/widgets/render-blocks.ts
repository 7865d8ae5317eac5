import type { ReactNode } from 'react';
import type { ContentBlock } from '@/domain/content/block';

/** The renderer's own rendering of an element list, keyed (a widget renders its options' lists with it). */
export type RenderBlocks = (blocks: readonly ContentBlock[], key: string) => ReactNode;
