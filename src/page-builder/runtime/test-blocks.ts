/**
 * Blocks that exist only so tests can prove a behaviour of the page renderer. The server renderer
 * knows them only when TEST_BLOCKS is on (the Playwright server); the SDK never registers them.
 */
import { testBrokenBlockBlock } from '@/blocks/test-broken-block/registration';
import type { RegisteredBlock } from '@/page-builder/kit/types';

export const TEST_BLOCKS: readonly RegisteredBlock[] = [testBrokenBlockBlock];
