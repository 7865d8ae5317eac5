/**
 * The switching plan the results show, at every pace: each day's fresh and current shares sum to
 * one, and the rows the results and the studio show are the plan's stages in order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SWITCHING_PACES, sharePercent, switchingDays, switchingPlan } from '@/domain/switching/switching-plan';

describe('the switching plan', () => {
  it('the switching plan’s proportions sum to one each day, at every pace', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SWITCHING_PACES), fc.nat(), (pace, pick) => {
        const days = switchingDays(switchingPlan(pace));
        const day = days[pick % days.length];
        if (day === undefined) throw new Error('a plan without days');
        expect(day.fresh + day.current).toBe(1);
        expect(sharePercent(day.fresh) + sharePercent(day.current)).toBe(100);
      }),
      { numRuns: 200 },
    );
    for (const pace of SWITCHING_PACES) for (const day of switchingDays(switchingPlan(pace))) expect(day.fresh + day.current).toBe(1);
  });
});
