import type { ComponentType, ReactNode } from 'react';
import type { BlockDeclaration } from '@/block-kit/define-block';
import type { BlockViewProps } from '@/block-kit/types';
import type { IslandName } from './islands/islands';

/**
 * The props Builder hands a registered component: the block's options spread as props, plus the
 * SDK's own `builderBlock`, `builderState` and (for noWrap components) `attributes`.
 */
export type BlockHostProps = Readonly<Record<string, unknown>> & { readonly children?: ReactNode };

/**
 * A declaration after the runtime guarded it (block-guard.tsx): `component` is the guarded host
 * (parses the raw options, shows the §8 message for invalid ones or runtime errors), `view` the
 * block's own component the server renderer renders with parsed options on published pages.
 */
export type RegisteredBlock = Omit<BlockDeclaration, 'component' | 'island'> & {
  /** The guarded host the Builder SDK renders (editor and preview path). */
  readonly component: ComponentType<BlockHostProps>;
  readonly view: ComponentType<BlockViewProps>;
  /** Set for islands: the name the island maps load it by (its block name). */
  readonly island: IslandName | null;
};
