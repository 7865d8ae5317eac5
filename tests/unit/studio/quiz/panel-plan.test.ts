import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';
import { parseQuizConfig, prepareCatalog, rankProducts } from '@/engine';
import { bestPickShortfalls } from '@/engine/owner-shortfalls';
import { switchingAdvice } from '@/domain/switching/switching-advice';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import { toProductFacts } from '@/services/catalog/facts';
import { rankPanel } from '@/studio/quiz/panel';
import { SAMPLE_PETS } from '@/studio/quiz/sample-pets';

const parsed = parseQuizConfig(defaultFlowJson);
if (!parsed.ok) throw new Error('default flow refused');
const flow = parsed.value;
const fixtures = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
const catalog = prepareCatalog(fixtures.products.map(toProductFacts));
const names = Object.fromEntries(fixtures.products.map((p) => [p.id, p.name]));
const rows = rankPanel(catalog, flow, flow, SAMPLE_PETS, names);

describe('the quiz studio’s sample panel', () => {
  it('each sample pet shows the results’ switching advice and what the best pick leaves out, from the results’ own ranking', () => {
    for (const row of rows) {
      // The results rank with the engine's default counts: the same listed recipes.
      const results = rankProducts(catalog, flow, row.pet.answers);
      if (!results.ok) throw new Error('sample pet refused');
      const petName = typeof row.pet.answers.name === 'string' ? row.pet.answers.name : '';
      expect(row.shortfalls).toEqual(bestPickShortfalls(flow, results.value, petName));
      const best = results.value.top[0];
      expect(row.switching).toEqual(best === undefined ? undefined : switchingAdvice(flow, row.pet.answers, best.product, petName, names[best.product.id] ?? ''));
    }
  });

  it('the sample pets cover the plan, the gentle plan and the fresh-food note, and some best pick leaves a need out', () => {
    const byId = new Map(rows.map((row) => [row.pet.id, row]));
    expect(byId.get('picky-dog')?.switching).toMatchObject({ kind: 'plan', pace: 'standard', heading: 'Switching Max from kibble' });
    expect(byId.get('sensitive-small-dog')?.switching).toMatchObject({ kind: 'plan', pace: 'gentle' });
    expect(byId.get('large-breed-puppy')?.switching?.kind).toBe('already-fresh');
    expect(rows.some((row) => row.shortfalls.length > 0)).toBe(true);
  });
});
