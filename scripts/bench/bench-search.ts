// `npm run bench:search` (npx tsx scripts/bench/bench-search.ts): p50/p95 of the search page's two-query
// request (content: hitsPerPage 3, type and locale facets; products: hitsPerPage 100, locale facet)
// through the running route: for 2,000 and then 20,000 generated documents it writes the set to a
// temporary file, starts the production server (`next start`, on a free port) with
// SEARCH_DOCUMENTS_FILE pointing at it, and sends the requests with the real algoliasearch liteClient
// over HTTP, as the browser does. A production build must exist (`npx next build`); the script
// builds one when .next/BUILD_ID is missing.
//
// Two query mixes, both printed:
//   - cold:   every sample a query not asked before (nothing can come from the route's answer cache);
//   - repeat: a fixed list of 14 queries cycled (what typing, paging and filter changes send).
// Targets printed against: p95 ≤ 15 ms at 2,000, and the 20,000 figure ≤ 1.5 × the 2,000 one.
// Documents and queries come from fixed seeds, so runs differ only by machine load.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { nextBin, run as runCommand, startNext, type StartedNext } from '../lib/processes.cjs';
import { performance } from 'node:perf_hooks';
import { LOCALES, SEARCH } from '@/config/constants';
import { createSearchClient } from '@/services/search/algolia';
import type { ContentDocument, ProductDocument } from '@/services/search/documents';
import { buildContentFacetFilters, buildProductFacetFilters } from '@/services/search/facets';
import { LOCAL_SEARCH_INDEXES } from '@/services/search/indexes';
import { CONTENT_TYPES, MULTI_LOCALE } from '@/services/search/types';
import { mulberry32 } from '../lib/seeded-random';

const SIZES = [2_000, 20_000] as const;
const WARMUP = 60;
const SAMPLES = 400;
const TARGET_P95_MS = 15;
const TARGET_GROWTH = 1.5;
// tsx runs scripts as CommonJS, where import.meta.url is empty: the repo root is the working directory npm gives.
const ROOT = process.cwd();

/** Deterministic, so every run indexes the same documents and asks the same queries. */
const prng = mulberry32;

/** The site's own words first (so real queries hit, often), then made-up ones, drawn with a Zipf-like skew. */
const REAL_WORDS = `fresh food dog cat puppy kitten senior adult recipe chicken turkey salmon beef lamb bison fish
  whitefish pate roll bites crumbles topper grain free rice barley oats pumpkin sweet potato peas carrots
  refrigerated aisle store buy where feeding guidelines portion cups weight joint skin coat digestion
  stomach sensitive picky eater protein vegetables vitamins minerals taurine omega sustainability
  packaging recycle farm sourced kitchen gentle wild plains purrfect little paws steady steps nature
  label ingredients transition switch week bowl serving storage opened sealed cold days vet clinic
  nutrition profile program professional pricing samples contact faq blog article page story`
  .split(/\s+/)
  .filter((w) => w !== '');

function vocabulary(): string[] {
  const syllables = ['ba', 'ko', 'ri', 'tu', 'mel', 'sor', 'vin', 'da', 'lo', 'pe', 'quin', 'zar', 'fe', 'ly', 'mo', 'nu'];
  const made = new Set<string>();
  const random = prng(7);
  while (made.size < 6_000) {
    const n = 2 + Math.floor(random() * 3);
    made.add(Array.from({ length: n }, () => syllables[Math.floor(random() * syllables.length)]).join(''));
  }
  return [...REAL_WORDS, ...made];
}

const WORDS = vocabulary();
const zipfWord = (random: () => number) => WORDS[Math.floor(WORDS.length * random() ** 2.2)] ?? 'fresh';

type DocumentSet = { contentMain: ContentDocument[]; contentVet: ContentDocument[]; products: ProductDocument[] };

function generate(total: number): DocumentSet {
  const random = prng(total);
  const word = () => zipfWord(random);
  const sentence = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min)) }, word).join(' ');
  const locales = [...LOCALES, MULTI_LOCALE] as const;
  const contentCount = Math.round(total * 0.8);
  const contentMain = Array.from({ length: contentCount }, (_, i): ContentDocument => ({
    objectID: `gen-content-${i}`,
    title: sentence(3, 8),
    content: sentence(40, 90),
    date: '2025-06-01',
    image: '',
    label: word(),
    type: CONTENT_TYPES[i % CONTENT_TYPES.length] ?? 'page',
    url: `/generated/${i}`,
    locale: locales[Math.floor(random() * locales.length)] ?? 'multi',
  }));
  const products = Array.from({ length: total - contentCount }, (_, i): ProductDocument => {
    const sold = LOCALES.filter(() => random() < 0.6);
    return {
      objectID: `gen-product-${i}`,
      name: sentence(3, 7),
      brand: 'generated',
      brandName: 'Generated',
      description: sentence(12, 30),
      productDetailPageUrl: `/products/gen-${i}`,
      bazaarvoiceProductId: null,
      listingImage: `/media/catalog/products/gen-${i}.webp`,
      listingAltImage: null,
      listingVideo: null,
      listingAltVideo: null,
      sizesAndUPCs: [],
      locale: sold.length > 0 ? sold : ['en-us'],
    };
  });
  return { contentMain, contentVet: [], products };
}

/** What people type, repeated: the popular searches, phrases, prefixes and typos. */
const REPEAT_QUERIES = [...SEARCH.popularSearches, 'puppy food', 'salmon pate', 'grain free', 'senior joint', 'pupy', 'chick', 'feeding guid', 'sustainabilty', 'fresh'];

/** Distinct queries of one or two words (the last maybe a prefix), drawn like the documents' words. */
function coldQueries(count: number): string[] {
  const random = prng(4242);
  const out = new Set<string>();
  while (out.size < count) {
    const first = zipfWord(random);
    const second = zipfWord(random);
    const roll = random();
    out.add(roll < 0.4 ? first : roll < 0.7 ? `${first} ${second}` : `${first} ${second.slice(0, Math.max(3, second.length - 2))}`);
  }
  return [...out];
}

function body(query: string) {
  return {
    requests: [
      {
        indexName: LOCAL_SEARCH_INDEXES.content,
        query,
        hitsPerPage: SEARCH.contentHitsPerPage,
        page: 0,
        facetFilters: buildContentFacetFilters('all', 'en-us'),
        attributesToRetrieve: ['content', 'date', 'image', 'label', 'title', 'type', 'url'],
        attributesToHighlight: ['title', 'content'],
      },
      {
        indexName: LOCAL_SEARCH_INDEXES.products,
        query,
        hitsPerPage: SEARCH.productHitsPerPage,
        page: 0,
        facetFilters: buildProductFacetFilters('en-us'),
        attributesToHighlight: ['name'],
      },
    ],
  };
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

type Figures = { p50: number; p95: number };

async function measure(queries: readonly string[], warmup: readonly string[], run: (query: string) => Promise<void>): Promise<Figures> {
  for (const query of warmup) await run(query);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const query = queries[i % queries.length] ?? 'fresh';
    const started = performance.now();
    await run(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * The per-client search budget the server runs with here: this benchmark is one client asking
 * thousands of times a minute, so with the production default (SEARCH_BYTES_PER_MINUTE) it would
 * time the limiter's 429s, not search. Any 429 left is counted and printed.
 */
const BENCH_SEARCH_BYTES_PER_MINUTE = '1000000000000';

/** `next start` on a free port, serving the given document file. */
function startServer(documentsFile: string): Promise<StartedNext> {
  return startNext({ env: { SEARCH_DOCUMENTS_FILE: documentsFile, SEARCH_BYTES_PER_MINUTE: BENCH_SEARCH_BYTES_PER_MINUTE } });
}

/** The HTTP status of a failed search: algoliasearch throws an ApiError with `status` for a 4xx. */
function failedStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.log('no production build in .next: running next build first');
    const code = await runCommand(process.execPath, [nextBin, 'build']);
    if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  }
  const cold = coldQueries(SAMPLES + WARMUP);
  const coldWarmup = cold.slice(SAMPLES);
  const coldSamples = cold.slice(0, SAMPLES);
  const repeatWarmup = Array.from({ length: WARMUP }, (_, i) => REPEAT_QUERIES[i % REPEAT_QUERIES.length] ?? 'fresh');
  const figures = new Map<string, Figures>();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-search-'));
  console.log(`search benchmark: ${SAMPLES} two-query requests per case after ${WARMUP} warm-up, real liteClient → HTTP → next start → /api/search`);
  try {
    for (const size of SIZES) {
      const set = generate(size);
      const file = path.join(dir, `documents-${size}.json`);
      await writeFile(file, JSON.stringify(set));
      const server = await startServer(file);
      try {
        const client = createSearchClient({ mode: 'local', indexes: LOCAL_SEARCH_INDEXES, origin: server.origin });
        let tooMany = 0;
        const run = async (query: string) => {
          try {
            await client.search(body(query));
          } catch (error) {
            if (failedStatus(error) !== 429) throw error;
            tooMany += 1;
          }
        };
        // The first request builds the indexes: time it apart from the samples, with plain fetch (no
        // client timeout: on a loaded machine the 20,000-document build can outlast the client's read timeout).
        const built = performance.now();
        const first = await fetch(`${server.origin}/api/search/1/indexes/*/queries`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify(body('fresh')),
        });
        if (!first.ok) throw new Error(`first search answered ${first.status}: ${await first.text()}`);
        console.log(
          `\n${size.toLocaleString('en-US')} documents (${set.contentMain.length} content, ${set.products.length} products): first request (index build) ${ms(performance.now() - built)}`,
        );
        const coldFigures = await measure(coldSamples, coldWarmup, run);
        figures.set(`cold ${size}`, coldFigures);
        console.log(`  cold    p50 ${ms(coldFigures.p50)}  p95 ${ms(coldFigures.p95)}  (every query new)`);
        const repeatFigures = await measure(REPEAT_QUERIES, repeatWarmup, run);
        figures.set(`repeat ${size}`, repeatFigures);
        console.log(`  repeat  p50 ${ms(repeatFigures.p50)}  p95 ${ms(repeatFigures.p95)}  (${REPEAT_QUERIES.length} queries cycled)`);
        console.log(`  429 answers (rate limit): ${tooMany}${tooMany > 0 ? '  the figures above include refusals, not only searches' : ''}`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  console.log('\ntargets:');
  for (const mix of ['cold', 'repeat'] as const) {
    const small = figures.get(`${mix} ${SIZES[0]}`);
    const large = figures.get(`${mix} ${SIZES[1]}`);
    if (small === undefined || large === undefined) continue;
    console.log(`  [${mix}] p95 ≤ ${TARGET_P95_MS} ms at 2,000: ${ms(small.p95)}  ${verdict(small.p95 <= TARGET_P95_MS)}`);
    const ratio = large.p95 / small.p95;
    console.log(
      `  [${mix}] 20,000 ≤ ${TARGET_GROWTH} × the 2,000 figure (p95): ${ms(large.p95)} = ${ratio.toFixed(2)} × ${ms(small.p95)}  ${verdict(ratio <= TARGET_GROWTH)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
