/**
 * `npm run bench:engine`: per-query latency of the quiz engine on generated catalogs of 1k, 10k
 * and 100k products, next to the naive oracle of the tests in the same run, against the targets
 * of the engine's targets (100k products <= 5 ms p50; >= 8x faster than the oracle). Catalogs and answers come
 * from a seeded PRNG, so every run measures the same work. Timings are printed, never asserted.
 * It also times the quiz studio's whole-panel re-rank (parse the edited configuration, rank the ten
 * sample pets and compare each with the saved configuration), which must fit in one 16.7 ms frame.
 */
import { performance } from 'node:perf_hooks';
import defaultFlowJson from '../../fixtures/quiz/default-flow.json';
import { parseQuizConfig } from '../../src/engine/config-validation';
import { prepareCatalog, type PreparedCatalog } from '../../src/engine/prepared-catalog';
import {
  BENEFITS,
  CURRENT_FOODS,
  LIFE_STAGES,
  PROTEINS,
  SIZE_CLASSES,
  type AvoidableIngredient,
  type ProductFacts,
  type Protein,
  type Species,
} from '../../src/engine/product-facts';
import { type QuizAnswers } from '../../src/engine/quiz-answers';
import { type QuizConfig } from '../../src/engine/quiz-config';
import { rankProducts, type QuizOutcome } from '../../src/engine/rank-products';
import { oracleRank } from '../../tests/support/engine-oracle';
import brandsJson from '../../fixtures/catalog/brands.json';
import productsJson from '../../fixtures/catalog/products.json';
import { parseCatalogFixtures } from '../../src/services/catalog/schema';
import { toProductFacts } from '../../src/services/catalog/facts';
import { rankPanel, savedPlaces } from '../../src/studio/quiz/panel';
import { SAMPLE_PETS } from '../../src/studio/quiz/sample-pets';
import { mulberry32 } from '../lib/seeded-random';

const SIZES = [1_000, 10_000, 100_000] as const;
const ENGINE_QUERIES = 400;
const ENGINE_WARMUP = 50;
const ORACLE_QUERIES: Record<(typeof SIZES)[number], number> = { 1_000: 200, 10_000: 60, 100_000: 20 };
const TARGET_P50_MS_AT_100K = 5;
const TARGET_SPEEDUP = 8;
const RANK_SIZES = { top: 3, runnerUps: 3 } as const;

/** Seeded so runs are comparable. */
const prng = mulberry32;

type Random = ReturnType<typeof prng>;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const some = <T>(random: Random, values: readonly T[], probability: number): T[] => values.filter(() => random() < probability);
const atLeastOne = <T>(random: Random, values: readonly T[], probability: number): T[] => {
  const chosen = some(random, values, probability);
  return chosen.length > 0 ? chosen : [pick(random, values)];
};

const CAT_PROTEINS: readonly Protein[] = ['chicken', 'turkey', 'fish', 'beef'];

function generateCatalog(size: number, seed: number): ProductFacts[] {
  const random = prng(seed);
  return Array.from({ length: size }, (_, index): ProductFacts => {
    const species: Species = random() < 0.6 ? 'dog' : 'cat';
    const proteins = atLeastOne(random, species === 'dog' ? PROTEINS : CAT_PROTEINS, 0.25);
    const contains: AvoidableIngredient[] = proteins.flatMap((p): AvoidableIngredient[] => (p === 'chicken' || p === 'fish' || p === 'beef' ? [p] : []));
    if (random() < 0.45) contains.push('grain');
    if (random() < 0.1) contains.push('soy');
    return {
      id: `bb-${species}-${index.toString(36).padStart(5, '0')}`,
      species,
      proteins,
      contains,
      lifeStages: atLeastOne(random, LIFE_STAGES.filter((s) => (species === 'dog' ? s !== 'kitten' : s === 'kitten' || s === 'adult')), 0.5),
      sizes: atLeastOne(random, SIZE_CLASSES, 0.6),
      benefits: some(random, BENEFITS, 0.3),
      form: random() < 0.5 ? 'bag' : 'roll',
      textures: species === 'cat' && random() < 0.4 ? ['pate'] : [],
      switchFrom: atLeastOne(random, CURRENT_FOODS, 0.35),
      editorialRank: Math.floor(random() * 50),
      tags: random() < 0.1 ? ['bestseller'] : [],
      productType: random() < 0.08 ? 'topper' : 'complete-meal',
      growthSizes: [],
    };
  });
}

/** Valid answers to the default flow: a pet, then answers that suit its species. */
function generateAnswers(config: QuizConfig, count: number, seed: number): QuizAnswers[] {
  const random = prng(seed);
  return Array.from({ length: count }, () => {
    const species: Species = random() < 0.6 ? 'dog' : 'cat';
    const answers: Record<string, string | string[]> = { type: [species] };
    if (random() < 0.7) answers.name = pick(random, ['Rex', 'Mochi', 'Biscuit', 'Luna']);
    for (const question of config.questions) {
      if (question.id === 'type' || question.inputType === 'input field') continue;
      const applicable = question.options.filter((o) => o.type === undefined || o.type === species);
      const open = applicable.filter((o) => !o.unique);
      const exclusive = applicable.filter((o) => o.unique);
      if (question.inputType.startsWith('multiple')) {
        answers[question.id] =
          exclusive.length > 0 && random() < 0.35 ? [pick(random, exclusive).value] : atLeastOne(random, open, question.id === 'avoid' ? 0.15 : 0.3).map((o) => o.value);
      } else {
        answers[question.id] = [pick(random, applicable).value];
      }
    }
    return answers;
  });
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function timeEach<T>(inputs: readonly T[], run: (input: T) => unknown): number[] {
  const times = inputs.map((input) => {
    const start = performance.now();
    run(input);
    return performance.now() - start;
  });
  return times.sort((a, b) => a - b);
}

function engineQuery(catalog: PreparedCatalog, config: QuizConfig, answers: QuizAnswers): QuizOutcome {
  const result = rankProducts(catalog, config, answers, RANK_SIZES);
  if (!result.ok) throw new Error(`generated answers were refused: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.value;
}

const summary = (outcome: QuizOutcome): string => JSON.stringify([outcome.status, [...outcome.top, ...outcome.runnerUps].map((r) => [r.product.id, r.score])]);
const ms = (value: number): string => (value < 1 ? value.toFixed(3) : value.toFixed(2));

const parsed = parseQuizConfig(defaultFlowJson);
if (!parsed.ok) throw new Error(`the default flow is invalid: ${parsed.errors.map((e) => e.message).join('; ')}`);
const config = parsed.value;

type Row = { size: number; prepare: number; engineP50: number; engineP95: number; oracleP50: number; oracleP95: number; agree: boolean };
const rows: Row[] = [];

console.log(`Quiz engine benchmark: default flow, top ${RANK_SIZES.top} + ${RANK_SIZES.runnerUps} runner-ups, ${ENGINE_QUERIES} engine queries per size (node ${process.version})\n`);
for (const size of SIZES) {
  const products = generateCatalog(size, 0xb0b0 + size);
  const prepareTimes = timeEach([0, 1, 2], () => prepareCatalog(products));
  const catalog = prepareCatalog(products);
  const answers = generateAnswers(config, ENGINE_QUERIES, 0xa11 + size);
  for (const a of answers.slice(0, ENGINE_WARMUP)) engineQuery(catalog, config, a);
  const engine = timeEach(answers, (a) => engineQuery(catalog, config, a));
  const oracleAnswers = answers.slice(0, ORACLE_QUERIES[size]);
  const oracle = timeEach(oracleAnswers, (a) => oracleRank(products, config, a, RANK_SIZES));
  const agree = oracleAnswers.every((a) => summary(engineQuery(catalog, config, a)) === summary(oracleRank(products, config, a, RANK_SIZES)));
  rows.push({
    size,
    prepare: percentile(prepareTimes, 50),
    engineP50: percentile(engine, 50),
    engineP95: percentile(engine, 95),
    oracleP50: percentile(oracle, 50),
    oracleP95: percentile(oracle, 95),
    agree,
  });
}

const header = ['products', 'prepareCatalog ms', 'engine p50 ms', 'engine p95 ms', 'oracle p50 ms', 'oracle p95 ms', 'speed-up (p50)', 'same results'];
const table = rows.map((r) => [
  r.size.toLocaleString('en-US'),
  ms(r.prepare),
  ms(r.engineP50),
  ms(r.engineP95),
  ms(r.oracleP50),
  ms(r.oracleP95),
  `${(r.oracleP50 / r.engineP50).toFixed(1)}x`,
  r.agree ? 'yes' : 'NO',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
const line = (cells: readonly string[]): string => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

const largest = rows.find((r) => r.size === 100_000);
if (largest !== undefined) {
  const speedup = largest.oracleP50 / largest.engineP50;
  console.log('');
  console.log(`target 100k ≤ ${TARGET_P50_MS_AT_100K} ms p50:       ${largest.engineP50 <= TARGET_P50_MS_AT_100K ? 'PASS' : 'MISS'} (${ms(largest.engineP50)} ms)`);
  console.log(`target ≥ ${TARGET_SPEEDUP}x faster than the oracle: ${speedup >= TARGET_SPEEDUP ? 'PASS' : 'MISS'} (${speedup.toFixed(1)}x at 100k, p50)`);
}
if (rows.some((r) => !r.agree)) console.log('\nWARNING: the engine and the oracle disagreed on some benchmark queries.');

// The studio: every edit parses the draft and re-ranks the whole panel against the saved configuration.
const FRAME_MS = 1000 / 60;
const PANEL_RUNS = 300;
const fixtureCatalog = prepareCatalog(
  parseCatalogFixtures({ brands: { file: 'brands.json', data: brandsJson }, products: { file: 'products.json', data: productsJson } }).products.map(toProductFacts),
);
const edits = Array.from({ length: PANEL_RUNS }, (_, i) => ({
  questions: defaultFlowJson.questions.map((q) => (q.id === 'love' ? { ...q, weight: 1 + (i % 12) } : q)),
}));
const panelOnce = (catalog: PreparedCatalog, places: ReturnType<typeof savedPlaces>, draft: unknown): void => {
  const edited = parseQuizConfig(draft);
  if (!edited.ok) throw new Error('a benchmark edit was refused');
  rankPanel(catalog, edited.value, places, SAMPLE_PETS);
};
console.log(`\nQuiz studio whole-panel re-rank (parse the draft, ${SAMPLE_PETS.length} pets ranked and compared with the saved configuration), ${PANEL_RUNS} edits:`);
for (const [label, catalog] of [
  [`fixture catalog (${fixtureCatalog.size} products, what the studio ranks)`, fixtureCatalog],
  ['generated catalog (10,000 products)', prepareCatalog(generateCatalog(10_000, 0x57d10))],
] as const) {
  // The saved configuration's places are computed once per load or save, not per edit.
  const placesStart = performance.now();
  const places = savedPlaces(catalog, config, SAMPLE_PETS);
  const placesMs = performance.now() - placesStart;
  for (const draft of edits.slice(0, 30)) panelOnce(catalog, places, draft);
  const times = timeEach(edits, (draft) => panelOnce(catalog, places, draft));
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`  ${label}: p50 ${ms(p50)} ms, p95 ${ms(p95)} ms per edit (saved places once: ${ms(placesMs)} ms); one frame is ${FRAME_MS.toFixed(1)} ms: ${p50 < FRAME_MS ? 'PASS' : 'MISS'} (p50)`);
}
