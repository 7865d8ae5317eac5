/**
 * Every registered block, derived from the block folders (block-index.generated.ts), guarded, and
 * listed group by group in §2's order (within a group, in the order §2 names them). Nothing else
 * belongs here: a block's name, group, inputs, schema and views live in its own folder.
 */
import { ALL_SPEC_BLOCK_NAMES, SPEC_BLOCK_GROUPS } from '@/block-kit/block-names';
import type { BlockDeclaration } from '@/block-kit/define-block';
import { guardBlock } from './block-guard';
import { BLOCK_DECLARATIONS } from './block-index.generated';
import type { RegisteredBlock } from './types';

const groupIndex = (d: BlockDeclaration) => SPEC_BLOCK_GROUPS.indexOf(d.group as (typeof SPEC_BLOCK_GROUPS)[number]);
const nameIndex = (d: BlockDeclaration) => (ALL_SPEC_BLOCK_NAMES as readonly string[]).indexOf(d.name);

export const BLOCK_REGISTRY: readonly RegisteredBlock[] = BLOCK_DECLARATIONS.filter((d) => d.group !== 'test')
  .slice().sort((a, b) => groupIndex(a) - groupIndex(b) || nameIndex(a) - nameIndex(b))
  .map(guardBlock);

/**
 * Blocks that exist only so tests can prove a behaviour of the page renderer (group 'test'). The
 * server renderer knows them only when TEST_BLOCKS is on (the Playwright server); the SDK never
 * registers them.
 */
export const TEST_BLOCKS: readonly RegisteredBlock[] = BLOCK_DECLARATIONS.filter((d) => d.group === 'test').map(guardBlock);
