import { operatorOf, type FactTest } from './fact-test';
import { type Species } from './product-facts';

/**
 * One hard rule every recipe shown passed, as an owner reads it: a sentence for the pick's
 * "guaranteed" list and, where the rule names a kind of recipe, the words that describe that kind
 * ("chicken-free", "kitten", "large-breed puppy") for sentences like "No kitten recipe has fish yet".
 *
 * @example
 * const g: Guarantee = { sentence: 'Chicken-free.', modifier: 'chicken-free' };
 */
export type Guarantee = { readonly sentence: string; readonly modifier: string | undefined };

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string): string => (/^[A-Z][^A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const young = (species: Species | undefined): string => (species === 'cat' ? 'kitten' : 'puppy');
const plural = (noun: string): string => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);
const free = (value: string): Guarantee => ({ sentence: `${capitalise(value)}-free.`, modifier: `${value}-free` });

/**
 * How a hard rule (an `exclude` or `require` test of a chosen option) reads as a guarantee. The
 * rules of the default flow have their own words; any other rule an editor writes falls back to
 * the option's name ("No soy" → "No soy."), which the editor chose for owners to read.
 *
 * @example
 * guaranteeOf('exclude', { field: 'contains', has: 'chicken' }, 'No chicken', 'cat'); // { sentence: 'Chicken-free.', modifier: 'chicken-free' }
 * guaranteeOf('require', { field: 'lifeStages', has: 'kitten' }, 'Kitten', 'cat'); // { sentence: 'Made for kittens.', modifier: 'kitten' }
 * guaranteeOf('require', { field: 'growthSizes', has: 'large' }, 'Puppy', 'dog'); // { sentence: 'Made for large-breed puppies.', modifier: 'large-breed puppy' }
 */
export function guaranteeOf(kind: 'exclude' | 'require', test: FactTest, optionName: string, species: Species | undefined): Guarantee {
  const { operator, value } = operatorOf(test);
  const keeps = (kind === 'require') === (operator !== 'lacks') ? 'with' : 'without';
  if ((test.field === 'contains' || test.field === 'proteins') && keeps === 'without') return free(value);
  if (test.field === 'proteins' && keeps === 'with') return { sentence: `Made with ${value}.`, modifier: value };
  if (test.field === 'lifeStages' && keeps === 'with') {
    const stage = value === 'puppy' || value === 'kitten' ? plural(value) : `${value} ${species === undefined ? 'pets' : plural(species)}`;
    return { sentence: `Made for ${stage}.`, modifier: value };
  }
  if (test.field === 'sizes' && keeps === 'with') {
    // "large-breed" names a dog's size; a cat's size is no kind of recipe owners ask for by name.
    return species === 'dog' ? { sentence: `Made for ${value}-breed dogs.`, modifier: `${value}-breed` } : { sentence: `Made for ${value} ${plural(species ?? 'pet')}.`, modifier: undefined };
  }
  if (test.field === 'growthSizes' && keeps === 'with') {
    return { sentence: `Made for ${value}-breed ${plural(young(species))}.`, modifier: `${value}-breed ${young(species)}` };
  }
  const name = optionName.trim();
  return { sentence: /[.!?]$/.test(name) ? name : `${capitalise(name)}.`, modifier: undefined };
}

/**
 * The guarantees without repeats, and without one another's parts: "made for large-breed puppies"
 * already says "made for puppies" and "made for large-breed dogs", so those are dropped. Free-from words come before the
 * kind of pet ("chicken-free kitten recipe").
 *
 * @example
 * distinctGuarantees([{ sentence: 'Made for puppies.', modifier: 'puppy' }, { sentence: 'Made for large-breed puppies.', modifier: 'large-breed puppy' }]);
 * // [{ sentence: 'Made for large-breed puppies.', modifier: 'large-breed puppy' }]
 */
export function distinctGuarantees(guarantees: readonly Guarantee[]): Guarantee[] {
  const kept: Guarantee[] = [];
  for (const guarantee of guarantees) {
    if (kept.some((other) => other.sentence === guarantee.sentence)) continue;
    const modifier = guarantee.modifier;
    const within = (other: Guarantee): boolean => other.modifier !== undefined && other.modifier !== modifier && other.modifier.split(' ').includes(modifier ?? '');
    if (modifier !== undefined && guarantees.some(within)) continue;
    kept.push(guarantee);
  }
  const freeFrom = (g: Guarantee): number => (g.modifier?.endsWith('-free') === true ? 0 : 1);
  return kept.sort((a, b) => freeFrom(a) - freeFrom(b));
}

/**
 * The guarantee a pet type alone gives ("Made for cats."), for results where no other rule applied.
 *
 * @example
 * speciesGuarantee('cat'); // { sentence: 'Made for cats.', modifier: undefined }
 */
export function speciesGuarantee(species: Species): Guarantee {
  return { sentence: `Made for ${plural(species)}.`, modifier: undefined };
}

const recipes = (count: number): string => (count === 1 ? 'the recipe below fits' : 'the recipes below fit');

/**
 * The plain-words notice when the hard rules leave no recipe with some wish: what is missing,
 * within the kind of recipe the pet needs, and that the recipe or recipes shown fit everything else.
 *
 * @example
 * unmetNotice(['large-breed puppy'], ['has beef'], 2); // 'No large-breed puppy recipe has beef yet; the recipes below fit everything else.'
 * unmetNotice(['chicken-free', 'kitten'], ['has fish'], 1); // 'No chicken-free kitten recipe has fish yet; the recipe below fits everything else.'
 * unmetNotice([], ['has bison', 'helps with joint pain'], 3); // 'No recipe has bison or helps with joint pain yet; the recipes below fit everything else.'
 */
export function unmetNotice(modifiers: readonly string[], unmet: readonly string[], shown: number): string {
  const noun = [...modifiers, 'recipe'].join(' ');
  return `No ${noun} ${unmet.join(' or ')} yet; ${recipes(shown)} everything else.`;
}

/**
 * A guarantee sentence in the middle of another sentence ("Chicken-free." → "chicken-free").
 *
 * @example
 * guaranteePhrase('Made for kittens.'); // 'made for kittens'
 */
export function guaranteePhrase(sentence: string): string {
  return lowerFirst(sentence.replace(/[.!?]$/, ''));
}
