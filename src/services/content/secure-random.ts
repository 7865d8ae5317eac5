/**
 * The random source of A/B draws: the OS generator, so visitors can neither predict nor cluster
 * their bucket. The content service draws with it, and so does the page cache
 * (src/server/http/page-cache.ts) when it draws for a render it will keep.
 */
import { randomInt } from 'node:crypto';

// randomInt's range must stay below 2^48.
const RANDOM_RANGE = 2 ** 48 - 1;

/** A number in [0, 1) from the OS generator. */
export function secureRandom(): number {
  return randomInt(RANDOM_RANGE) / RANDOM_RANGE;
}
