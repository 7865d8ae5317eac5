import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import { QUIZ_WEIGHTS } from '@/config/constants';
import { parseQuizConfig } from '@/engine/config-validation';
import { PET_NAME_PLACEHOLDER } from '@/engine/pet-name';
import { prepareCatalog } from '@/engine/prepared-catalog';
import { type ProductFacts } from '@/engine/product-facts';
import { type QuizAnswers } from '@/engine/quiz-answers';
import { type QuizConfig } from '@/engine/quiz-config';
import { rankProducts, type QuizOutcome } from '@/engine/rank-products';

function loadDefaultFlow(): QuizConfig {
  const parsed = parseQuizConfig(defaultFlowJson);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.value;
}

const product = (id: string, facts: Partial<ProductFacts>): ProductFacts => ({
  id,
  species: 'dog',
  proteins: [],
  contains: [],
  lifeStages: [],
  sizes: [],
  benefits: [],
  form: 'bag',
  textures: [],
  switchFrom: [],
  editorialRank: 1,
  tags: [],
  productType: 'complete-meal',
  growthSizes: [],
  ...facts,
});

const CATALOG: readonly ProductFacts[] = [
  product('dog-chicken-roll', { proteins: ['chicken'], contains: ['chicken', 'grain'], lifeStages: ['adult', 'senior'], sizes: ['small', 'medium', 'large'], benefits: ['digestion'], form: 'roll', switchFrom: ['kibble'], editorialRank: 1 }),
  product('dog-beef-bag', { proteins: ['beef'], contains: ['beef'], lifeStages: ['puppy', 'adult'], sizes: ['medium', 'large'], benefits: ['skin', 'joints'], form: 'bag', switchFrom: ['kibble', 'dehydrated'], editorialRank: 2 }),
  product('dog-fish-bag', { proteins: ['fish'], contains: ['fish'], lifeStages: ['adult'], sizes: ['small', 'medium', 'large'], benefits: ['skin'], form: 'bag', switchFrom: ['wet'], editorialRank: 3 }),
  product('dog-turkey-lamb-roll', { proteins: ['turkey', 'lamb'], contains: [], lifeStages: ['adult', 'senior'], sizes: ['small', 'medium'], benefits: ['picky'], form: 'roll', switchFrom: ['fresh-food'], editorialRank: 4 }),
  product('cat-fish-pate', { species: 'cat', proteins: ['fish'], contains: ['fish'], lifeStages: ['kitten', 'adult'], sizes: ['small', 'medium'], benefits: ['picky'], form: 'roll', textures: ['pate'], switchFrom: ['wet'], editorialRank: 1 }),
  product('cat-chicken-crumbles', { species: 'cat', proteins: ['chicken'], contains: ['chicken', 'grain'], lifeStages: ['adult'], sizes: ['small', 'medium', 'large'], benefits: ['digestion'], form: 'bag', textures: ['crumbles'], switchFrom: ['kibble'], editorialRank: 2 }),
];

const DOG: QuizAnswers = {
  type: ['dog'],
  name: 'Rex',
  size: ['medium-dog'],
  age: ['adult'],
  dietary_needs: ['skin-issues'],
  love: ['chicken', 'beef'],
  avoid: ['none'],
  current: ['kibble'],
  routine: ['easy-to-pour-bags'],
};

const CAT: QuizAnswers = {
  type: ['cat'],
  size: ['small-cat'],
  age: ['kitten'],
  dietary_needs: ['none'],
  love: ['pate', 'fish'],
  avoid: ['no-chicken'],
  current: ['wet'],
  routine: ['either'],
};

function rank(answers: QuizAnswers, catalog: readonly ProductFacts[] = CATALOG): QuizOutcome {
  const result = rankProducts(prepareCatalog(catalog), loadDefaultFlow(), answers, { top: 3, runnerUps: 3 });
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.value;
}

describe('the default quiz flow fixture', () => {
  it('passes the quiz configuration schema and the editor rules', () => {
    const parsed = parseQuizConfig(defaultFlowJson);
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.message)).toEqual([]);
  });

  it('has the nine questions of §3 in order with their exact options', () => {
    const flow = loadDefaultFlow();
    expect(flow.questions.map((q) => [q.id, q.inputType, q.options.map((o) => o.value)])).toEqual([
      ['type', 'single choice with images', ['dog', 'cat']],
      ['name', 'input field', []],
      ['size', 'single choice', ['small-dog', 'medium-dog', 'large-dog', 'small-cat', 'medium-cat', 'large-cat']],
      ['age', 'single choice', ['puppy', 'kitten', 'adult', 'senior']],
      ['dietary_needs', 'multiple choices', ['skin-issues', 'digestive-issues', 'joint-pain', 'picky-eating', 'none']],
      ['love', 'multiple choices', ['chicken', 'turkey', 'fish', 'beef', 'bison', 'lamb', 'pate']],
      ['avoid', 'multiple choices', ['grain-free', 'no-chicken', 'no-fish', 'no-soy', 'no-beef', 'none']],
      ['current', 'single choice', ['kibble', 'wet', 'dehydrated', 'fresh-food']],
      ['routine', 'single choice', ['easy-to-pour-bags', 'cut-and-serve-rolls', 'either']],
    ]);
  });

  it('limits size by weight range and age options to dogs or cats', () => {
    const flow = loadDefaultFlow();
    const typesOf = (id: string) => Object.fromEntries((flow.questions.find((q) => q.id === id)?.options ?? []).map((o) => [o.value, o.type ?? 'both']));
    expect(typesOf('size')).toEqual({ 'small-dog': 'dog', 'medium-dog': 'dog', 'large-dog': 'dog', 'small-cat': 'cat', 'medium-cat': 'cat', 'large-cat': 'cat' });
    expect(typesOf('age')).toEqual({ puppy: 'dog', kitten: 'cat', adult: 'both', senior: 'dog' });
    expect(typesOf('love')).toMatchObject({ bison: 'dog', lamb: 'dog', pate: 'cat', chicken: 'both' });
    for (const option of flow.questions.find((q) => q.id === 'size')?.options ?? []) expect(option.description).toMatch(/lb/);
  });

  it('weights loved proteins with the §9 loved-proteins weight and everything else with the default weight', () => {
    const flow = loadDefaultFlow();
    for (const question of flow.questions) {
      expect(question.weight).toBe(question.id === 'love' ? QUIZ_WEIGHTS.lovedProteinsWeight : QUIZ_WEIGHTS.defaultWeight);
      for (const option of question.options) expect(option.weight).toBe(QUIZ_WEIGHTS.defaultWeight);
    }
  });

  it('marks exactly the two "none" options as exclusive', () => {
    const flow = loadDefaultFlow();
    const exclusive = flow.questions.flatMap((q) => q.options.filter((o) => o.unique).map((o) => `${q.id}:${o.value}`));
    expect(exclusive).toEqual(['dietary_needs:none', 'avoid:none']);
  });

  it('embeds the pet-name placeholder in the headings after the name question', () => {
    const flow = loadDefaultFlow();
    for (const question of flow.questions.slice(2)) expect(question.heading).toContain(PET_NAME_PLACEHOLDER);
    expect(flow.questions[0]?.heading).not.toContain(PET_NAME_PLACEHOLDER);
  });
});

describe('the default quiz flow on a small hand-made catalog', () => {
  it('ranks a dog’s recipes by weighted matches and explains each score in shopper words', () => {
    const outcome = rank(DOG);
    expect(outcome.status).toBe('ranked');
    expect(outcome.species).toBe('dog');
    expect(outcome.top.map((r) => [r.product.id, r.score, r.questionsMatched])).toEqual([
      ['dog-beef-bag', 170, 6],
      ['dog-chicken-roll', 120, 4],
      ['dog-fish-bag', 100, 4],
    ]);
    expect(outcome.runnerUps.map((r) => [r.product.id, r.score, r.position])).toEqual([['dog-turkey-lamb-roll', 50, 4]]);
    expect(outcome.top[0]?.explanation.map((e) => e.text)).toEqual([
      'Right for a medium dog: +25',
      'Right for an adult: +25',
      'Helps with skin issues: +25',
      'Loves beef: +45',
      'Easy switch from kibble: +25',
      'Comes as easy-to-pour bags: +25',
    ]);
    expect(outcome.maxScore).toBe(25 + 25 + 25 + 45 + 45 + 25 + 25);
    expect(outcome.constraints).toEqual([
      expect.objectContaining({ kind: 'species', species: 'dog', removed: 2, text: 'Only dog recipes: removed 2 products' }),
      // A recipe's sizes are the weights its feeding guide recommends it for: a hard rule, not only a preference.
      expect.objectContaining({ kind: 'require', test: { field: 'sizes', has: 'medium' }, removed: 0, text: 'Medium dog: removed 0 products' }),
    ]);
  });

  it('removes recipes with an avoided ingredient, and keeps only grain-free recipes for grain-free', () => {
    const outcome = rank({ ...DOG, avoid: ['grain-free', 'no-fish'] });
    expect([...outcome.top, ...outcome.runnerUps].map((r) => r.product.id)).toEqual(['dog-beef-bag', 'dog-turkey-lamb-roll']);
    expect(outcome.constraints.map((c) => c.text)).toEqual(['Only dog recipes: removed 2 products', 'Medium dog: removed 0 products', 'Grain-free: removed 1 product', 'No fish: removed 1 product']);
  });

  it('ranks a cat’s recipes and never shows dog recipes or an avoided ingredient', () => {
    const outcome = rank(CAT);
    expect(outcome.top.map((r) => [r.product.id, r.score])).toEqual([['cat-fish-pate', 165]]);
    expect(outcome.top[0]?.explanation.map((e) => e.text)).toEqual([
      'Right for a small cat: +25',
      'Right for a kitten: +25',
      'Loves fish: +45',
      'Loves pate: +45',
      'Easy switch from wet food: +25',
    ]);
    expect(outcome.runnerUps).toEqual([]);
  });

  it('never offers a recipe for a size its feeding guide does not recommend', () => {
    const outcome = rank({ ...DOG, size: ['small-dog'] });
    const shown = [...outcome.top, ...outcome.runnerUps].map((r) => r.product.id);
    expect(shown).not.toContain('dog-beef-bag');
    expect(shown.length).toBeGreaterThan(0);
  });

  it('falls back to editorial picks, and says so, when eligible recipes match no preference', () => {
    const catalog = CATALOG.filter((p) => p.id === 'dog-turkey-lamb-roll' || p.id === 'dog-fish-bag');
    // The size answer always matches what it requires; an editor's flow whose size answer neither
    // requires nor matches anything can leave every preference unmatched.
    const flow = loadDefaultFlow();
    const noSizeRules = { ...flow, questions: flow.questions.map((q) => (q.id === 'size' ? { ...q, options: q.options.map((o) => ({ ...o, rules: [] })) } : q)) };
    const answers = { ...DOG, size: ['large-dog'], age: ['senior'], dietary_needs: ['none'], love: ['bison'], current: ['dehydrated'], routine: ['either'] };
    const result = rankProducts(prepareCatalog(catalog.map((p) => ({ ...p, sizes: ['small'], lifeStages: ['adult'] }))), noSizeRules, answers);
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
    const outcome = result.value;
    expect(outcome.status).toBe('fallback');
    expect(outcome.top.map((r) => [r.product.id, r.score])).toEqual([
      ['dog-fish-bag', 0],
      ['dog-turkey-lamb-roll', 0],
    ]);
    expect(outcome.message).toBe('No recipe matched the preferences you picked, so here are our editors’ picks.');
  });

  it('says which answers removed how many recipes, in quiz order, when nothing is eligible', () => {
    const catalog = CATALOG.filter((p) => p.id !== 'dog-turkey-lamb-roll');
    const outcome = rank({ ...DOG, avoid: ['no-chicken', 'no-beef', 'no-fish'] }, catalog);
    expect(outcome.status).toBe('no-eligible');
    expect(outcome.top).toEqual([]);
    expect(outcome.eligibleCount).toBe(0);
    expect(outcome.message).toBe(
      'No recipe fits every answer. The answer that removed the most: Only dog recipes: removed 2 products. Also: No chicken: removed 1 product; No fish: removed 1 product; No beef: removed 1 product. Try changing it.',
    );
  });
});
