/**
 * Seeded randomness for the data generators and benchmarks: the same seed always gives the same
 * sequence, so generated fixtures are byte-identical on every run and benchmark runs are comparable.
 */

/**
 * FNV-1a: a stable 32-bit seed from a text.
 * @example fnv1a('nutrition:salmon-roll') // the same number on every run
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * mulberry32: a small, well-distributed 32-bit PRNG returning numbers in [0, 1).
 * @example const random = mulberry32(7); random(); // the same first value on every run
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** mulberry32 seeded by the FNV-1a hash of a text. */
export function seededRandom(seedText: string): () => number {
  return mulberry32(fnv1a(seedText));
}
