/**
 * The local challenge's proof of work, shared by the browser widget (which solves) and the server
 * (which checks). Isomorphic: Web Crypto only, no Node modules, so a client component may import it.
 *
 * A puzzle is solved by a short string `s` such that SHA-256(`${puzzle}:${s}`) starts with
 * `bits` zero bits; finding one takes 2^bits hashes on average, checking it takes one.
 */

/** Longest solution the server reads (a base-36 counter needs far fewer characters). */
export const MAX_SOLUTION_LENGTH = 16;
export const SOLUTION_PATTERN = /^[0-9a-z]{1,16}$/;

/** The exact bytes hashed for a candidate solution. */
export function proofInput(puzzle: string, solution: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${puzzle}:${solution}`);
}

/**
 * How many leading zero bits a hash has.
 *
 * @example
 * leadingZeroBits(new Uint8Array([0x00, 0x1f])); // 11
 */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export type SolveOptions = {
  /** Stops the search (the visitor left the form). */
  readonly signal?: AbortSignal;
  /** Gives up after this many hashes (a puzzle asking far more than expected is refused). */
  readonly maxAttempts?: number;
};

/**
 * Finds a solution by counting up in base 36. Runs in the browser's Web Crypto (async, off the
 * main thread's hot path) and in Node 20+.
 *
 * @example
 * const solution = await solvePuzzle(puzzle, 15); // e.g. '1b3k'
 */
export async function solvePuzzle(puzzle: string, bits: number, options: SolveOptions = {}): Promise<string> {
  const maxAttempts = options.maxAttempts ?? 2 ** Math.min(bits + 6, 40);
  for (let counter = 0; counter < maxAttempts; counter += 1) {
    options.signal?.throwIfAborted();
    const solution = counter.toString(36);
    const hash = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', proofInput(puzzle, solution)));
    if (leadingZeroBits(hash) >= bits) return solution;
  }
  throw new Error(`No solution within ${maxAttempts} attempts for a ${bits}-bit puzzle`);
}
