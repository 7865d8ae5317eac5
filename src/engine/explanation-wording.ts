import { type Species } from './product-facts';
import { type QuestionId, type QuizOption } from './quiz-config';

// "Chicken" -> "chicken", but "DHA-rich" stays: an acronym keeps its capitals.
const lowerFirst = (text: string): string => (/^[A-Z][^A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const withArticle = (text: string): string => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;

/**
 * How a matched option reads for shoppers, per question: the option's own `matchLabel` when the
 * editor wrote one, otherwise a phrase built from its name.
 *
 * @example
 * matchLabel('love', { name: 'Chicken' }); // 'Loves chicken'
 * matchLabel('age', { name: 'Adult' }); // 'Right for an adult'
 * matchLabel('custom', { name: 'Active', matchLabel: 'Fuel for busy days' }); // 'Fuel for busy days'
 */
export function matchLabel(questionId: QuestionId, option: Pick<QuizOption, 'name' | 'matchLabel'>): string {
  if (option.matchLabel !== undefined) return option.matchLabel;
  const name = lowerFirst(option.name);
  switch (questionId) {
    case 'love':
      return `Loves ${name}`;
    case 'dietary_needs':
      return `Helps with ${name}`;
    case 'size':
    case 'age':
      return `Right for ${withArticle(name)}`;
    case 'current':
      return `Easy switch from ${name}`;
    case 'routine':
      return `Comes as ${name}`;
    default:
      return `Matches ${name}`;
  }
}

/**
 * One explanation line: the match in words and the points it earned.
 *
 * @example
 * explanationText('Loves chicken', 45); // 'Loves chicken: +45'
 */
export function explanationText(label: string, points: number): string {
  return `${label}: +${points}`;
}

const products = (count: number): string => `${count} ${count === 1 ? 'product' : 'products'}`;

/**
 * How a hard constraint and what it removed read for shoppers.
 *
 * @example
 * constraintText({ kind: 'species', species: 'dog', optionName: 'Dog' }, 40); // 'Only dog recipes: removed 40 products'
 * constraintText({ kind: 'exclude', optionName: 'No fish' }, 1); // 'No fish: removed 1 product'
 */
export function constraintText(
  constraint: { readonly kind: 'species'; readonly species: Species; readonly optionName: string } | { readonly kind: 'exclude' | 'require'; readonly optionName: string },
  removed: number,
): string {
  const label = constraint.kind === 'species' ? `Only ${constraint.species} recipes` : constraint.optionName;
  return `${label}: removed ${products(removed)}`;
}

/**
 * The sentence shown above the results for each status. For no-eligible it names the answer that
 * removed the most products first (the one to change), then every other that removed something.
 *
 * @example
 * outcomeMessage('fallback', []); // 'No recipe matched the preferences you picked, so here are our editors’ picks.'
 * outcomeMessage('no-eligible', [{ removed: 3, text: 'No fish: removed 3 products' }]);
 * // 'No recipe fits every answer. The answer that removed the most: No fish: removed 3 products. Try changing it.'
 */
export function outcomeMessage(
  status: 'ranked' | 'fallback' | 'no-eligible',
  constraints: readonly { readonly removed: number; readonly text: string }[],
): string {
  if (status === 'ranked') return 'Recipes ranked by how well they match your answers.';
  if (status === 'fallback') return 'No recipe matched the preferences you picked, so here are our editors’ picks.';
  const causes = constraints.filter((constraint) => constraint.removed > 0);
  if (causes.length === 0) return 'There are no recipes to choose from yet.';
  // The first of the largest in quiz order, so ties name the earlier answer.
  const most = causes.reduce((best, constraint) => (constraint.removed > best.removed ? constraint : best));
  const others = causes.filter((constraint) => constraint !== most).map((constraint) => constraint.text);
  const also = others.length === 0 ? '' : ` Also: ${others.join('; ')}.`;
  return `No recipe fits every answer. The answer that removed the most: ${most.text}.${also} Try changing it.`;
}

/**
 * How an unmet preference reads after "No … recipe": what no safe recipe offers.
 *
 * @example
 * unmetText('love', { name: 'Fish' }); // 'has fish'
 * unmetText('dietary_needs', { name: 'Joint pain' }); // 'helps with joint pain'
 */
export function unmetText(questionId: QuestionId, option: Pick<QuizOption, 'name'>): string {
  const name = lowerFirst(option.name);
  switch (questionId) {
    case 'love':
      return `has ${name}`;
    case 'dietary_needs':
      return `helps with ${name}`;
    case 'size':
    case 'age':
      return `is right for ${withArticle(name)}`;
    case 'current':
      return `is an easy switch from ${name}`;
    case 'routine':
      return `comes as ${name}`;
    default:
      return `matches ${name}`;
  }
}
