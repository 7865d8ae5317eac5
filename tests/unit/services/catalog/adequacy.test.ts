/**
 * The nutritional adequacy statement: its wording per species, life stage and product type, and
 * that it never disagrees with the quiz's life-stage rules about large-breed puppies.
 */
import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';
import { parseQuizConfig, prepareCatalog, rankProducts, type QuizAnswers } from '@/engine';
import { guaranteeOf } from '@/engine/guarantee-wording';
import { adequacyStage, adequacyStatement } from '@/services/catalog/adequacy';
import { toProductFacts } from '@/services/catalog/facts';
import { parseCatalogFixtures } from '@/services/catalog/schema';

const fixtures = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
const parsedFlow = parseQuizConfig(defaultFlowJson);
if (!parsedFlow.ok) throw new Error(parsedFlow.errors.map((e) => e.message).join('\n'));
const flow = parsedFlow.value;

const base = { name: 'Test Roll', species: 'dog', lifeStages: ['adult'], growthSizes: [], productType: 'complete-meal' } as const;
const LARGE = 'growth of large size dogs (70 lb. or more as an adult)';

describe('the nutritional adequacy statement', () => {
  it('an adult dog recipe is formulated for adult maintenance to the AAFCO dog profiles', () => {
    expect(adequacyStatement({ ...base, name: 'Beef & Sweet Potato Dog Roll', lifeStages: ['adult', 'senior'] })).toBe(
      'Beef & Sweet Potato Dog Roll is formulated to meet the nutritional levels established by the AAFCO Dog Food Nutrient Profiles for adult maintenance.',
    );
  });

  it('a senior-only recipe is adult maintenance, since AAFCO has no senior profile', () => {
    expect(adequacyStage(['senior'])).toBe('adult maintenance');
  });

  it('a puppy recipe without large growth sizes carries the large-size exception', () => {
    expect(adequacyStatement({ ...base, lifeStages: ['puppy'], growthSizes: ['small', 'medium'] })).toBe(
      `Test Roll is formulated to meet the nutritional levels established by the AAFCO Dog Food Nutrient Profiles for growth, except for ${LARGE}.`,
    );
  });

  it('a puppy recipe made for large growth says it includes large-size growth', () => {
    expect(adequacyStatement({ ...base, lifeStages: ['puppy'], growthSizes: ['small', 'medium', 'large'] })).toBe(
      `Test Roll is formulated to meet the nutritional levels established by the AAFCO Dog Food Nutrient Profiles for growth, including ${LARGE}.`,
    );
  });

  it('a dog recipe for puppies and adults is for all life stages, with the large-size qualifier', () => {
    expect(adequacyStatement({ ...base, lifeStages: ['puppy', 'adult'], growthSizes: ['small'] })).toBe(
      `Test Roll is formulated to meet the nutritional levels established by the AAFCO Dog Food Nutrient Profiles for all life stages, except for ${LARGE}.`,
    );
  });

  it('a cat recipe for kittens and adults is for all life stages to the AAFCO cat profiles, with no size qualifier', () => {
    expect(adequacyStatement({ ...base, name: 'Gentle Turkey Cat Pâté Roll', species: 'cat', lifeStages: ['kitten', 'adult', 'senior'], growthSizes: ['small', 'medium', 'large'] })).toBe(
      'Gentle Turkey Cat Pâté Roll is formulated to meet the nutritional levels established by the AAFCO Cat Food Nutrient Profiles for all life stages.',
    );
  });

  it('a topper is for intermittent or supplemental feeding only', () => {
    expect(adequacyStatement({ ...base, name: 'Slow-Cooked Beef Dog Topper', productType: 'topper' })).toBe('Slow-Cooked Beef Dog Topper is intended for intermittent or supplemental feeding only.');
  });
});

describe('the statement agrees with the quiz’s life-stage rules', () => {
  const puppyAnswers = (size: string): QuizAnswers => ({ type: ['dog'], name: 'Rex', size: [size], age: ['puppy'], dietary_needs: ['none'], love: ['chicken'], avoid: ['none'], current: ['kibble'], routine: ['either'] });
  /** Whether the quiz offers this recipe as a meal for a puppy of this adult size, and what it guarantees. */
  function quizFor(product: (typeof fixtures.products)[number], size: string) {
    const result = rankProducts(prepareCatalog([toProductFacts(product)]), flow, puppyAnswers(size));
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
    const outcome = result.value;
    const guarantees = outcome.constraints.flatMap((c) => (c.kind === 'species' ? [] : [guaranteeOf(c.kind, c.test, c.optionName, outcome.species).sentence]));
    return { offered: outcome.eligibleCount === 1, guarantees };
  }

  it.each(fixtures.products.filter((p) => p.species === 'dog').map((p) => [p.id, p] as const))(
    '%s: offered to a large-breed puppy ("Made for large-breed puppies.") exactly when its statement covers large-size growth',
    (_id, product) => {
      const statement = adequacyStatement(product);
      const large = quizFor(product, 'large-dog');
      expect(large.guarantees).toContain('Made for large-breed puppies.');
      expect(statement.includes(`including ${LARGE}`), statement).toBe(large.offered);
      // A recipe the quiz offers to any puppy is one whose statement names growth.
      const anyPuppy = quizFor(product, 'small-dog').offered || quizFor(product, 'medium-dog').offered || large.offered;
      expect(/for (growth|all life stages)/.test(statement), statement).toBe(anyPuppy);
    },
  );

  it('at least one dog recipe covers large-size growth and one does not, so both sides are walked', () => {
    const statements = fixtures.products.filter((p) => p.species === 'dog').map(adequacyStatement);
    expect(statements.some((s) => s.includes(`including ${LARGE}`))).toBe(true);
    expect(statements.some((s) => s.includes(`except for ${LARGE}`))).toBe(true);
  });
});
