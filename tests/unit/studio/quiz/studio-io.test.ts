import { describe, expect, it } from 'vitest';
import defaultFlowJson from '@fixtures/quiz/default-flow.json';
import brands from '@fixtures/catalog/brands.json';
import products from '@fixtures/catalog/products.json';
import { parseQuizConfig, prepareCatalog, rankProducts, type QuizConfig } from '@/engine';
import { parseCatalogFixtures } from '@/services/catalog/schema';
import { toProductFacts } from '@/services/catalog/facts';
import { fromPastedJson, toBlockOptions } from '@/studio/quiz/block-format';
import { applyOptionsCsv, toOptionsCsv, type StudioConfigInput } from '@/studio/quiz/options-csv';
import { rankPanel } from '@/studio/quiz/panel';
import { SAMPLE_PETS } from '@/studio/quiz/sample-pets';

const flow = (): QuizConfig => {
  const parsed = parseQuizConfig(defaultFlowJson);
  if (!parsed.ok) throw new Error('default flow refused');
  return parsed.value;
};

describe('quiz studio import and export', () => {
  it('the block options JSON export loads back to the same configuration', () => {
    const exported = JSON.stringify(toBlockOptions(flow()));
    const pasted = fromPastedJson(exported);
    expect(pasted.ok).toBe(true);
    const reparsed = parseQuizConfig(pasted.ok ? pasted.input : undefined);
    expect(reparsed.ok && reparsed.value).toEqual(flow());
  });

  it('CSV export then import round-trips every option weight and rule, quotes and commas included', () => {
    const changed: StudioConfigInput = {
      questions: defaultFlowJson.questions.map((q) => ({ ...q, options: q.options.map((o) => ({ ...o, weight: 7, rules: [] })) })),
    };
    const csv = toOptionsCsv(flow());
    expect(csv.split('\n')[0]).toBe('question,option,weight,rules');
    const imported = applyOptionsCsv(changed, csv);
    if (!imported.ok) throw new Error(imported.errors.join('\n'));
    const reparsed = parseQuizConfig(imported.input);
    expect(reparsed.ok && reparsed.value).toEqual(flow());
  });

  it('CSV import names the row of every problem (the header is row 1)', () => {
    const csv = ['question,option,weight,rules', 'love,chicken,5,[]', 'lov,fish,5,[]', 'love,kiwi,5,[]', 'love,fish,five,[]', 'love,beef,5,{not json'].join('\n');
    const result = applyOptionsCsv(defaultFlowJson, csv);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([
      "Row 3: question 'lov' is not in the quiz",
      "Row 4: 'kiwi' is not an option of question 'love'",
      'Row 5: weight must be a whole number from 1 to 1000',
      'Row 6: rules must be JSON, such as [{"match":{"field":"proteins","has":"chicken"}}]',
    ]);
  });

  it('the panel shows how each pick moved against the saved configuration', () => {
    const saved = flow();
    const fixtures = parseCatalogFixtures({ brands: { file: 'brands.json', data: brands }, products: { file: 'products.json', data: products } });
    const catalog = prepareCatalog(fixtures.products.map(toProductFacts));
    const same = rankPanel(catalog, saved, saved, SAMPLE_PETS);
    expect(same.flatMap((row) => row.picks.map((p) => p.moved)).every((moved) => moved === 0)).toBe(true);
    // Loved proteins down from 9 to 1: size, age and needs now outweigh them, so picks move.
    const edited = { questions: saved.questions.map((q) => (q.id === 'love' ? { ...q, weight: 1 } : q)) };
    const rows = rankPanel(catalog, edited, saved, SAMPLE_PETS);
    let moves = 0;
    for (const row of rows) {
      const before = rankProducts(catalog, saved, row.pet.answers, { top: Infinity, runnerUps: 0 });
      if (!before.ok) throw new Error('sample pet refused');
      for (const pick of row.picks) {
        const was = before.value.top.find((r) => r.product.id === pick.ranked.product.id)?.position;
        expect(pick.isNew).toBe(was === undefined);
        expect(pick.moved).toBe(was === undefined ? 0 : was - pick.ranked.position);
        if (pick.moved !== 0) moves += 1;
      }
    }
    expect(moves).toBeGreaterThan(0);
  });
});
