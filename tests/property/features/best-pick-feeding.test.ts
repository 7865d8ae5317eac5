/**
 * The feeding amount on the results, over generated pets of the default flow against the fixture
 * catalog and its feeding guides: the best pick always shows one. Runs 1,000 times.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';
import { parseQuizConfig, prepareCatalog, rankProducts, type QuizAnswers, type SizeClass } from '@/engine';
import { feedingAdvice, feedingPetOf, feedingRowsOf } from '@/features/quiz/feeding-amount';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import { toProductFacts } from '@/services/catalog/facts';
import { validAnswersArbitrary } from '@tests/arbitraries/quiz';

const parsedFlow = parseQuizConfig(defaultFlowJson);
if (!parsedFlow.ok) throw new Error(parsedFlow.errors.map((e) => e.message).join('\n'));
const flow = parsedFlow.value;
const fixtures = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
const catalog = prepareCatalog(fixtures.products.map(toProductFacts));
const rowsById = new Map(fixtures.products.map((product) => [product.id, feedingRowsOf(product.feedingGuidelines)]));

/** The size class the chosen size option stands for (its `sizes` match rule), as the results read it. */
function sizeOf(answers: QuizAnswers): SizeClass | undefined {
  const chosen = answers.size;
  const option = flow.questions.find((q) => q.id === 'size')?.options.find((o) => Array.isArray(chosen) && chosen.includes(o.value));
  for (const rule of option?.rules ?? []) if ('match' in rule && rule.match.field === 'sizes' && 'has' in rule.match) return rule.match.has;
  return undefined;
}

describe('the feeding amount on the results', () => {
  it('the best pick always shows a feeding amount, large-breed puppies included', () => {
    fc.assert(
      fc.property(validAnswersArbitrary(flow), (answers) => {
        const result = rankProducts(catalog, flow, answers);
        if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
        const outcome = result.value;
        const best = outcome.top[0];
        const size = sizeOf(answers);
        if (best === undefined || outcome.species === undefined || size === undefined) return;
        const pet = feedingPetOf({ species: outcome.species, size }, outcome);
        if (pet === undefined) throw new Error('no pet to feed');
        const advice = feedingAdvice(rowsById.get(best.product.id) ?? [], pet, 'Rex', best.product.productType);
        expect(advice?.kind, `${best.product.id} for a ${pet.growing ? 'growing ' : ''}${size} ${pet.species}`).toBe('amount');
      }),
      { numRuns: 1000 },
    );
  });
});
