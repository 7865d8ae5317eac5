import { PAGE_BUILDER } from '@/config/constants';

/**
 * Whether this page view is measured by the speed-measurement script (§1, §9: sample rate 0.05).
 * The random value is a parameter (`Math.random()` at the call site) so the decision is testable.
 * A value outside [0, 1) or a rate that is not a number samples nothing; the rate is clamped to [0, 1].
 *
 * @example
 * shouldSampleSpeed(0.01); // true  (0.01 < 0.05)
 * shouldSampleSpeed(0.5); // false
 * shouldSampleSpeed(0.5, 1); // true  (measure everyone)
 */
export function shouldSampleSpeed(randomValue: number, rate: number = PAGE_BUILDER.speedSampleRate): boolean {
  if (!Number.isFinite(randomValue) || randomValue < 0 || randomValue >= 1 || Number.isNaN(rate)) return false;
  const clamped = Math.min(1, Math.max(0, rate));
  return randomValue < clamped;
}
