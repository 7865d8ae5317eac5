import type { BlockProps } from '@/block-kit/types';
import type { testBrokenBlockSchema } from './schema';

/**
 * Throws on every render, on purpose: the test-only fixture page uses it to prove that one failing
 * block shows the §8 message in its place and the rest of the page still renders.
 */
export function TestBrokenBlock({ reason }: BlockProps<typeof testBrokenBlockSchema>): never {
  throw new Error(`Test Broken Block: ${reason}`);
}
