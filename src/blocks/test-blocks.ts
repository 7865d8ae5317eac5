/**
 * Blocks that exist only so tests can prove a behaviour of the page renderer. The server renderer
 * knows them only when TEST_BLOCKS is on (the Playwright server); the SDK never registers them.
 */
import { testBrokenBlockBlock } from './test-broken-block/registration';
import type { RegisteredBlock } from './types';

export const TEST_BLOCKS: readonly RegisteredBlock[] = [testBrokenBlockBlock];
