import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, solvePuzzle } from '@/services/bot-check/proof-of-work';

describe('the proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x1f]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('the Web Crypto solver finds a solution the server-side check accepts', async () => {
    const puzzle = 'lp1.example';
    const solution = await solvePuzzle(puzzle, 10);
    expect(leadingZeroBits(createHash('sha256').update(`${puzzle}:${solution}`).digest())).toBeGreaterThanOrEqual(10);
  });

  it('the solver stops when aborted', async () => {
    await expect(solvePuzzle('p', 30, { signal: AbortSignal.abort() })).rejects.toThrow();
  });

  it('the solver gives up after its attempt budget', async () => {
    await expect(solvePuzzle('p', 30, { maxAttempts: 5 })).rejects.toThrow(/No solution/);
  });
});
