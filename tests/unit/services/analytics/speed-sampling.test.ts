import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAGE_BUILDER } from '@/config/constants';
import { shouldSampleSpeed } from '@/services/analytics';

describe('speed-measurement sampling', () => {
  it('samples at the §9 rate of 0.05 by default', () => {
    expect(PAGE_BUILDER.speedSampleRate).toBe(0.05);
    expect(shouldSampleSpeed(0)).toBe(true);
    expect(shouldSampleSpeed(0.049_999)).toBe(true);
    expect(shouldSampleSpeed(0.05)).toBe(false);
    expect(shouldSampleSpeed(0.999)).toBe(false);
  });

  it('a value below the rate is sampled, at or above it is not', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (random, rate) => {
        expect(shouldSampleSpeed(random, rate)).toBe(random < rate);
      }),
      { numRuns: 500 },
    );
  });

  it('rate 1 measures every visit and rate 0 none', () => {
    expect(shouldSampleSpeed(0.999_999, 1)).toBe(true);
    expect(shouldSampleSpeed(0, 0)).toBe(false);
  });

  it('a random value outside [0, 1) or not a number samples nothing', () => {
    for (const bad of [-0.1, 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(shouldSampleSpeed(bad, 1)).toBe(false);
    }
  });

  it('a rate that is not a number samples nothing; a rate beyond [0, 1] is clamped', () => {
    expect(shouldSampleSpeed(0.01, Number.NaN)).toBe(false);
    expect(shouldSampleSpeed(0.5, 7)).toBe(true);
    expect(shouldSampleSpeed(0, -1)).toBe(false);
  });

  it('over many uniform draws about 5% of visits are measured', () => {
    // A fixed low-discrepancy sequence instead of Math.random keeps this deterministic.
    const draws = Array.from({ length: 10_000 }, (_, i) => (i * 0.618_033_988_749_895) % 1);
    const sampled = draws.filter((d) => shouldSampleSpeed(d)).length;
    expect(sampled / draws.length).toBeCloseTo(0.05, 2);
  });
});
