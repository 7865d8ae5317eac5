import { QUIZ_MATCH_WORDS } from '@/config/constants';
import { guaranteePhrase } from './guarantee-wording';
import { fillPetName } from './pet-name';
import { type QuestionId, type QuizOption } from './quiz-config';

// "Chicken" -> "chicken", but "DHA-rich" stays: an acronym keeps its capitals.
const lowerFirst = (text: string): string => (/^[A-Z][^A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const withArticle = (text: string): string => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
const sentence = (text: string): string => {
  const trimmed = capitalise(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * A matched wish as an owner reads it: one sentence, in the pet's name where it helps, and never
 * the points (those are for editors). The option's own `matchLabel` wins when the editor wrote one.
 *
 * @example
 * reasonText('love', { name: 'Turkey' }, 'Mittens'); // 'Turkey, which Mittens loves.'
 * reasonText('age', { name: 'Senior' }, 'Rex'); // 'Right for a senior, like Rex.'
 * reasonText('current', { name: 'Kibble' }, ''); // 'An easy switch from the kibble your pet eats now.'
 */
export function reasonText(questionId: QuestionId, option: Pick<QuizOption, 'name' | 'matchLabel'>, petName: string): string {
  if (option.matchLabel !== undefined) return sentence(option.matchLabel);
  const name = lowerFirst(option.name);
  const named = petName.trim() !== '';
  switch (questionId) {
    case 'love':
      return fillPetName(`${capitalise(name)}, which {petName} loves.`, petName);
    case 'dietary_needs':
      return fillPetName(`Helps with {petName}’s ${name}.`, petName);
    case 'size':
    case 'age':
      return named ? fillPetName(`Right for ${withArticle(name)}, like {petName}.`, petName) : `Right for ${withArticle(name)}.`;
    case 'current':
      return fillPetName(`An easy switch from the ${name} {petName} eats now.`, petName);
    case 'routine':
      return `Comes as ${name}, the routine you chose.`;
    default:
      return sentence(`Matches ${name}`);
  }
}

/**
 * What the match percentage means, in one sentence shown beside the picks.
 *
 * @example
 * matchDefinition('Rex'); // 'Every recipe here is safe for Rex; the match is how much of what you told us about Rex a recipe meets, out of what a safe recipe can meet, with what Rex loves counting most.'
 */
export function matchDefinition(petName: string): string {
  return fillPetName('Every recipe here is safe for {petName}; the match is how much of what you told us about {petName} a recipe meets, out of what a safe recipe can meet, with what {petName} loves counting most.', petName);
}

const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

const MADE_FOR = 'made for ';

/**
 * Guarantee phrases as one list, the "made for" ones said once ("made for small cats and kittens").
 *
 * @example
 * guaranteeList(['Chicken-free.', 'Made for small cats.', 'Made for kittens.']); // 'chicken-free, made for small cats and kittens'
 */
function guaranteeList(guarantees: readonly string[]): string {
  const phrases = guarantees.map(guaranteePhrase);
  const madeFor = phrases.filter((phrase) => phrase.startsWith(MADE_FOR)).map((phrase) => phrase.slice(MADE_FOR.length));
  const others = phrases.filter((phrase) => !phrase.startsWith(MADE_FOR));
  return [...others, ...(madeFor.length === 0 ? [] : [`${MADE_FOR}${listed(madeFor)}`])].join(', ');
}

/**
 * Why the best pick is the best, in one sentence: what it guarantees, and that no safe recipe
 * meets more of the owner's wishes (or, with none to meet, that it is the editors' pick).
 *
 * @example
 * bestPickWhy(['Made for large-breed puppies.'], 'Rex', 'ranked'); // 'Made for large-breed puppies, and no safe recipe meets more of what you told us about Rex.'
 * bestPickWhy(['Chicken-free.', 'Made for small cats.', 'Made for kittens.'], 'Mittens', 'ranked');
 * // 'Chicken-free, made for small cats and kittens, and no safe recipe meets more of what you told us about Mittens.'
 * bestPickWhy([], 'Rex', 'fallback'); // 'Our editors’ first choice among the recipes that fit Rex.'
 */
export function bestPickWhy(guarantees: readonly string[], petName: string, status: 'ranked' | 'fallback'): string {
  if (status === 'fallback') return fillPetName('Our editors’ first choice among the recipes that fit {petName}.', petName);
  const safe = guarantees.length === 0 ? 'Safe for {petName}' : capitalise(guaranteeList(guarantees));
  return fillPetName(`${safe}, and no safe recipe meets more of what you told us about {petName}.`, petName);
}

/**
 * Why the first of two equally scored picks comes first, from the engine's tie-break: it met more
 * of the answers, or (equal there too) the editors rank it ahead.
 *
 * @example
 * tieBreakText('Gentle Roll', 'Wild Plains Bites', 'editorial', 'Rex');
 * // 'Gentle Roll and Wild Plains Bites match Rex equally well; Gentle Roll comes first because our nutrition team ranks it ahead.'
 */
export function tieBreakText(first: string, second: string, by: 'questions-matched' | 'editorial', petName: string): string {
  const because = by === 'questions-matched' ? 'it matches more of your answers' : 'our nutrition team ranks it ahead';
  return fillPetName(`${first} and ${second} match {petName} equally well; ${first} comes first because ${because}.`, petName);
}

/**
 * A recipe's match in words, among the recipes that are safe for this pet: the share of the wishes
 * a safe recipe can meet that this one meets (weighted as the ranking weighs them), and words that
 * never call the best safe recipe a poor match. `isBest` marks the first pick; `tiesBest` a recipe
 * that scores as much as the first pick.
 *
 * @example
 * fitSummary(75, 75, { isBest: true, tiesBest: true }); // { percent: 100, words: 'Best match' }
 * fitSummary(50, 100, { isBest: false, tiesBest: false }); // { percent: 50, words: 'Good match' }
 * fitSummary(0, 0, { isBest: true, tiesBest: true }); // { percent: undefined, words: 'Fits your answers' }
 */
export function fitSummary(score: number, achievableScore: number, place: { readonly isBest: boolean; readonly tiesBest: boolean }): { readonly percent: number | undefined; readonly words: string } {
  if (achievableScore <= 0 || score <= 0) return { percent: undefined, words: 'Fits your answers' };
  const percent = Math.min(100, Math.round((100 * score) / achievableScore));
  if (place.isBest) return { percent, words: 'Best match' };
  if (place.tiesBest) return { percent, words: 'Just as good a match' };
  const words = percent >= QUIZ_MATCH_WORDS.greatFromPercent ? 'Great match' : percent >= QUIZ_MATCH_WORDS.goodFromPercent ? 'Good match' : 'Fair match';
  return { percent, words };
}
