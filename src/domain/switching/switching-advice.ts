/**
 * How to move a pet onto the best pick, from what the quiz was told it eats now: the switching plan
 * (days and shares from the one plan in switching-plan.ts, never restated here) with the current
 * food named, a shorter note when it already eats fresh food, or, for a topper, to mix it into the
 * usual food. Pure, so the quiz results and the quiz studio say the same thing.
 */
// The browser-side engine entry (no zod): the results chunk and the studio load this module.
import { fillPetName, type ProductFacts, type QuizAnswers, type QuizConfig, type QuizOption } from '@/engine/runtime';
import { sharePercent, stageDaysLabel, switchingDaysInWords, switchingPlan, type SwitchingPace, type SwitchingPlan } from './switching-plan';

// "Wet food" -> "wet food", but an acronym keeps its capitals.
const lowerFirst = (text: string): string => (/^[A-Z][^A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const listed = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`);

/** One stage of the plan as the results show it: its days and each food's share, in words. */
type SwitchingRow = {
  /** "Days 1–2" */
  readonly days: string;
  /** "75%": the share of the food the pet eats now. */
  readonly current: string;
  /** "25%": the share of the best pick. */
  readonly fresh: string;
  /** The whole stage in one line: "Days 1–2: 25% fresh, 75% kibble". */
  readonly line: string;
};

/**
 * What the results say about moving the pet onto its best pick:
 * - `plan`: the day-by-day switch from the current food, at the gentle pace for a sensitive stomach;
 * - `already-fresh`: the pet eats fresh food already, so a short note replaces the plan;
 * - `topper`: the pick is not a meal, so it is mixed into the usual food instead.
 *
 * @example
 * switchingAdvice(config, answers, best.product, 'Rex', 'Wild Salmon Dog Bites').kind; // 'plan'
 */
export type SwitchingAdvice =
  | {
      readonly kind: 'plan';
      readonly pace: SwitchingPace;
      readonly plan: SwitchingPlan;
      /** "Switching Rex from kibble" */
      readonly heading: string;
      readonly intro: string;
      /** Why the slower pace, when it is the slower pace. */
      readonly paceNote: string | undefined;
      /** The column heading for the food the pet eats now: "Kibble", or "Current food". */
      readonly currentFoodLabel: string;
      readonly rows: readonly SwitchingRow[];
      readonly watchFor: readonly string[];
    }
  | { readonly kind: 'already-fresh'; readonly heading: string; readonly text: string; readonly watchFor: readonly string[] }
  | { readonly kind: 'topper'; readonly heading: string; readonly text: string };

/** The current-food question of the default flow; other flows may leave it out. */
const CURRENT_QUESTION = 'current';

const matchesFact = (option: QuizOption, field: string, value: string): boolean =>
  option.rules.some((rule) => 'match' in rule && rule.match.field === field && 'has' in rule.match && rule.match.has === value);

function chosenOptions(config: QuizConfig, answers: QuizAnswers): { readonly questionId: string; readonly option: QuizOption }[] {
  return config.questions.flatMap((question) => {
    const answer = answers[question.id];
    const values = typeof answer === 'string' ? [answer] : (answer ?? []);
    return question.options.filter((option) => values.includes(option.value)).map((option) => ({ questionId: question.id, option }));
  });
}

/**
 * The switching advice for the best pick. The pace is gentle when an answer asks for recipes that
 * help digestion (a sensitive stomach: the transition guide's "take two weeks instead of one");
 * "already eats fresh food" is the current-food option matching recipes that switch from fresh
 * food; the current food is named by its options' names.
 *
 * @example
 * const advice = switchingAdvice(config, { current: ['kibble'] }, best.product, 'Rex', 'Wild Salmon Dog Bites');
 * advice.kind === 'plan' && advice.rows[0]?.line; // 'Days 1–2: 25% fresh, 75% kibble'
 */
export function switchingAdvice(
  config: QuizConfig,
  answers: QuizAnswers,
  best: Pick<ProductFacts, 'productType'>,
  petName: string,
  recipeName: string,
): SwitchingAdvice {
  const chosen = chosenOptions(config, answers);
  if (best.productType !== 'complete-meal') {
    return {
      kind: 'topper',
      heading: fillPetName('Adding it to {petName}’s bowl', petName),
      text: fillPetName(`${recipeName} is a ${best.productType}, not a meal on its own: mix it into {petName}’s usual food, so there is nothing to switch.`, petName),
    };
  }
  const current = chosen.filter((c) => c.questionId === CURRENT_QUESTION).map((c) => c.option);
  const notFresh = current.filter((option) => !matchesFact(option, 'switchFrom', 'fresh-food'));
  const digestion = chosen.find((c) => matchesFact(c.option, 'benefits', 'digestion'));
  const pace: SwitchingPace = digestion === undefined ? 'standard' : 'gentle';
  const plan = switchingPlan(pace);
  const watchFor = [
    fillPetName('Soft stools or less appetite: stay on the step {petName} is on until things settle, then go on.', petName),
    'Vomiting, or loose stools that do not settle: go back a step and ask your vet.',
  ];
  if (current.length > 0 && notFresh.length === 0) {
    return {
      kind: 'already-fresh',
      heading: fillPetName('Switching {petName} to a new recipe', petName),
      text: fillPetName(
        `{petName} already eats fresh food, so the ${switchingDaysInWords(plan)}-day switch isn’t needed: it is the same kind of food. A new recipe is still a change, so mix ${recipeName} with the old one over the first few meals.`,
        petName,
      ),
      watchFor,
    };
  }
  const currentWords = notFresh.length === 0 ? undefined : listed(notFresh.map((option) => lowerFirst(option.name)));
  const currentFood = currentWords ?? 'current food';
  const rows = plan.stages.map((stage): SwitchingRow => {
    const fresh = `${sharePercent(stage.fresh)}%`;
    const now = `${sharePercent(stage.current)}%`;
    const days = stageDaysLabel(stage);
    return { days, current: now, fresh, line: stage.current === 0 ? `${days}: all fresh` : `${days}: ${fresh} fresh, ${now} ${currentFood}` };
  });
  return {
    kind: 'plan',
    pace,
    plan,
    heading: fillPetName(currentWords === undefined ? 'Switching {petName} to fresh food' : `Switching {petName} from ${currentWords}`, petName),
    intro: fillPetName(`Keep {petName}’s daily amount the same and split it between the ${currentFood} and ${recipeName}, a little more fresh food at each step:`, petName),
    paceNote:
      digestion === undefined
        ? undefined
        : fillPetName(`Because of {petName}’s ${lowerFirst(digestion.option.name)}, this is the slower ${switchingDaysInWords(plan)}-day switch: each step lasts longer, so the tummy can adjust.`, petName),
    currentFoodLabel: capitalise(currentFood),
    rows,
    watchFor,
  };
}
