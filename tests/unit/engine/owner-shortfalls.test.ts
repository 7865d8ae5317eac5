import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';
import { parseQuizConfig, prepareCatalog, rankProducts, type QuizAnswers } from '@/engine';
import { bestPickShortfalls, shortfallWords } from '@/engine/owner-shortfalls';
import { ownerFit } from '@/engine/owner-view';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import { toProductFacts } from '@/services/catalog/facts';

const parsed = parseQuizConfig(defaultFlowJson);
if (!parsed.ok) throw new Error('default flow refused');
const flow = parsed.value;
const fixtures = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
const catalog = prepareCatalog(fixtures.products.map(toProductFacts));
const nameOf = (id: string): string => fixtures.products.find((p) => p.id === id)?.name ?? id;

/** Miso, a cat with digestive issues who loves chicken and turkey and avoids fish. */
const MISO: QuizAnswers = {
  type: ['cat'],
  name: 'Miso',
  size: ['medium-cat'],
  age: ['adult'],
  dietary_needs: ['digestive-issues'],
  love: ['chicken', 'turkey'],
  avoid: ['no-fish'],
  current: ['kibble'],
  routine: ['either'],
};

const rank = (answers: QuizAnswers) => {
  const result = rankProducts(catalog, flow, answers);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.value;
};

describe('what the best pick leaves out', () => {
  it('Miso’s best match, the chicken and turkey chunks, does not help digestion: the page says so and names the best listed recipe that does', () => {
    const outcome = rank(MISO);
    const best = outcome.top[0];
    expect(best && nameOf(best.product.id)).toBe('Chicken & Turkey Cat Chunks in Gravy');
    expect(best && ownerFit(outcome, best).words).toBe('Best match');
    const shortfalls = bestPickShortfalls(flow, outcome, 'Miso');
    expect(shortfalls.map((s) => s.missing)).toEqual(['Doesn’t address Miso’s digestive issues.']);
    const [digestion] = shortfalls;
    expect(digestion?.forWhat).toBe('Miso’s digestive issues');
    // The first listed recipe that helps digestion, placed second.
    expect(digestion?.alternative).toBe(outcome.top[1]);
    expect(digestion?.alternative.product.benefits).toContain('digestion');
  });

  it('a best pick that meets every answer a listed recipe meets leaves nothing out', () => {
    const outcome = rank({ ...MISO, dietary_needs: ['none'] });
    expect(bestPickShortfalls(flow, outcome, 'Miso')).toEqual([]);
  });

  it('editors’ picks (nothing matched) and no pick at all leave nothing out', () => {
    const outcome = rank(MISO);
    expect(bestPickShortfalls(flow, { ...outcome, status: 'fallback' }, 'Miso')).toEqual([]);
    expect(bestPickShortfalls(flow, { status: 'no-eligible', top: [], runnerUps: [] }, 'Miso')).toEqual([]);
  });

  it('each answer reads in the owner’s words, in the pet’s name, as the reasons say it', () => {
    expect(shortfallWords('dietary_needs', { name: 'Digestive issues' }, 'Miso')).toEqual({ missing: 'Doesn’t address Miso’s digestive issues.', forWhat: 'Miso’s digestive issues' });
    expect(shortfallWords('dietary_needs', { name: 'Joint pain' }, '')).toEqual({ missing: 'Doesn’t address your pet’s joint pain.', forWhat: 'your pet’s joint pain' });
    expect(shortfallWords('love', { name: 'Turkey' }, 'Miso')).toEqual({ missing: 'Doesn’t have turkey, which Miso loves.', forWhat: 'turkey' });
    expect(shortfallWords('age', { name: 'Senior' }, 'Rosie')).toEqual({ missing: 'Isn’t made for a senior.', forWhat: 'a senior' });
    expect(shortfallWords('current', { name: 'Kibble' }, 'Rex')).toEqual({ missing: 'Isn’t an easy switch from the kibble Rex eats now.', forWhat: 'an easy switch from kibble' });
    expect(shortfallWords('routine', { name: 'Easy-to-pour bags' }, 'Rex')).toEqual({ missing: 'Doesn’t come as easy-to-pour bags.', forWhat: 'easy-to-pour bags' });
    expect(shortfallWords('custom', { name: 'Active' }, 'Rex')).toEqual({ missing: 'Doesn’t match “active”.', forWhat: '“active”' });
  });
});
