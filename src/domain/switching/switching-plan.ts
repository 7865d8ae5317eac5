/**
 * The one plan for switching a pet from the food it eats now to fresh food: which days, and what
 * share of each day's bowl is fresh. The transition guide, the blog, the vet pages and the quiz
 * results all state this plan, so it is written once here and every page derives its wording from
 * it (a test reads the pages back against it).
 *
 * Shares are whole quarters, so each day's fresh and current shares are exact binary fractions and
 * sum to exactly one.
 */

/** How fast to switch: the usual week, or the same steps held twice as long for sensitive stomachs. */
export const SWITCHING_PACES = ['standard', 'gentle'] as const;
export type SwitchingPace = (typeof SWITCHING_PACES)[number];

/** A run of days with the same mix. Days are 1-based and inclusive. */
export type SwitchingStage = {
  readonly firstDay: number;
  readonly lastDay: number;
  /** Share of the bowl that is fresh food, 0..1. */
  readonly fresh: number;
  /** Share of the bowl that is the current food, 0..1; `fresh + current === 1`. */
  readonly current: number;
};

export type SwitchingDay = { readonly day: number; readonly fresh: number; readonly current: number };

export type SwitchingPlan = {
  readonly pace: SwitchingPace;
  /** The day from which the bowl is all fresh food. */
  readonly days: number;
  readonly stages: readonly SwitchingStage[];
};

/** The standard week: a quarter more fresh food every two days, all fresh on day 7. */
const STANDARD_STEPS: readonly { readonly days: number; readonly freshQuarters: 1 | 2 | 3 | 4 }[] = [
  { days: 2, freshQuarters: 1 },
  { days: 2, freshQuarters: 2 },
  { days: 2, freshQuarters: 3 },
  { days: 1, freshQuarters: 4 },
];

/** A sensitive stomach gets the same mixes for twice as many days each. */
const PACE_FACTOR: Readonly<Record<SwitchingPace, number>> = { standard: 1, gentle: 2 };

function buildPlan(pace: SwitchingPace): SwitchingPlan {
  const stages: SwitchingStage[] = [];
  let day = 1;
  for (const step of STANDARD_STEPS) {
    const length = step.days * PACE_FACTOR[pace];
    stages.push({ firstDay: day, lastDay: day + length - 1, fresh: step.freshQuarters / 4, current: (4 - step.freshQuarters) / 4 });
    day += length;
  }
  return { pace, days: day - 1, stages };
}

const PLANS: Readonly<Record<SwitchingPace, SwitchingPlan>> = { standard: buildPlan('standard'), gentle: buildPlan('gentle') };

/**
 * The plan at a pace.
 *
 * @example switchingPlan().days // 7
 * @example switchingPlan('gentle').days // 14
 */
export function switchingPlan(pace: SwitchingPace = 'standard'): SwitchingPlan {
  return PLANS[pace];
}

/** The usual plan (a week), for pages and the quiz results. */
export const SWITCHING_PLAN: SwitchingPlan = PLANS.standard;

/**
 * Every day of a plan with its shares.
 *
 * @example switchingDays(SWITCHING_PLAN)[2] // { day: 3, fresh: 0.5, current: 0.5 }
 */
export function switchingDays(plan: SwitchingPlan): readonly SwitchingDay[] {
  return plan.stages.flatMap((s) =>
    Array.from({ length: s.lastDay - s.firstDay + 1 }, (_, i) => ({ day: s.firstDay + i, fresh: s.fresh, current: s.current })),
  );
}

/**
 * A stage's days as a visitor reads them.
 *
 * @example stageDaysLabel({ firstDay: 1, lastDay: 2, fresh: 0.25, current: 0.75 }) // 'Days 1–2'
 * @example stageDaysLabel({ firstDay: 7, lastDay: 7, fresh: 1, current: 0 }) // 'Day 7'
 */
export function stageDaysLabel(stage: SwitchingStage): string {
  return stage.firstDay === stage.lastDay ? `Day ${stage.firstDay}` : `Days ${stage.firstDay}–${stage.lastDay}`;
}

/** A share as a whole percent. @example sharePercent(0.25) // 25 */
export function sharePercent(share: number): number {
  return Math.round(share * 100);
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen'];

/** A small count in words for running text ("four steps"); digits past fourteen. @example numberInWords(4) // 'four' */
export function numberInWords(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/**
 * The plan's length as a number word for titles ("seven days").
 *
 * @example switchingDaysInWords(SWITCHING_PLAN) // 'seven'
 */
export function switchingDaysInWords(plan: SwitchingPlan): string {
  return numberInWords(plan.days);
}

const SHARE_WORDS: Readonly<Record<number, string>> = { 0: 'none', 0.25: 'one quarter', 0.5: 'half', 0.75: 'three quarters', 1: 'all' };

/**
 * One line per stage, for prose ("Days 1 to 2: one quarter fresh, three quarters of the old food.").
 *
 * @example switchingPlanLines(SWITCHING_PLAN)[3] // 'Day 7: fresh food only.'
 */
export function switchingPlanLines(plan: SwitchingPlan): readonly string[] {
  return plan.stages.map((s) => {
    const days = s.firstDay === s.lastDay ? `Day ${s.firstDay}` : `Days ${s.firstDay} to ${s.lastDay}`;
    if (s.fresh === 1) return `${days}: fresh food only.`;
    if (s.fresh === 0.5) return `${days}: half and half.`;
    return `${days}: ${SHARE_WORDS[s.fresh] ?? `${sharePercent(s.fresh)}%`} fresh, ${SHARE_WORDS[s.current] ?? `${sharePercent(s.current)}%`} of the old food.`;
  });
}
