// `npm run bench:search` (npx tsx scripts/bench-search.ts): p50/p95 of the search page's two-query
// request (content: hitsPerPage 3, type and locale facets; products: hitsPerPage 100, locale facet)
// against the local search route, for 2,000 and 20,000 generated documents, measured two ways:
//   - handler: the route's fetch handler called in-process (the engine plus the protocol work);
//   - http:    the real algoliasearch liteClient over loopback HTTP to a node:http server that
//              hands requests to the same handler, as Next.js does (without Next's own overhead).
// Targets printed against: p95 ≤ 15 ms at 2,000, and the 20,000 figure ≤ 1.5 × the 2,000 one.
// Documents are generated from a fixed seed, so runs differ only by machine load.
import { performance } from 'node:perf_hooks';
import { LOCALES, SEARCH } from '@/config/constants';
import { createSearchClient } from '@/services/search/client';
import type { ContentDocument, ProductDocument } from '@/services/search/documents';
import { buildContentFacetFilters, buildProductFacetFilters } from '@/services/search/facets';
import { createSearchHandler } from '@/services/search/handler';
import { LOCAL_SEARCH_INDEXES } from '@/services/search/indexes';
import { createLocalSearchEngine } from '@/services/search/local-engine';
import { CONTENT_TYPES, MULTI_LOCALE } from '@/services/search/types';
import contentMain from '@fixtures/search/content-main.json';
import { startLoopbackServer } from '../tests/unit/services/search/loopback-server';

const SIZES = [2_000, 20_000] as const;
const WARMUP = 60;
const SAMPLES = 400;
const TARGET_P95_MS = 15;
const TARGET_GROWTH = 1.5;

/** Deterministic PRNG (mulberry32), so every run indexes the same documents. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The fixtures' own words first (so real queries hit), then made-up ones, drawn with a Zipf-like skew. */
function vocabulary(): string[] {
  const real = new Set<string>();
  for (const doc of contentMain) for (const w of `${doc.title} ${doc.content}`.toLowerCase().match(/[a-z]+/g) ?? []) real.add(w);
  const syllables = ['ba', 'ko', 'ri', 'tu', 'mel', 'sor', 'vin', 'da', 'lo', 'pe', 'quin', 'zar', 'fe', 'ly', 'mo', 'nu'];
  const made: string[] = [];
  const random = prng(7);
  while (made.length < 6_000) {
    const n = 2 + Math.floor(random() * 3);
    made.push(Array.from({ length: n }, () => syllables[Math.floor(random() * syllables.length)]).join(''));
  }
  return [...real, ...made];
}

function generate(total: number): { content: ContentDocument[]; products: ProductDocument[] } {
  const random = prng(total);
  const words = vocabulary();
  const word = () => words[Math.floor(words.length * random() ** 2.2)] ?? 'fresh';
  const sentence = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min)) }, word).join(' ');
  const locales = [...LOCALES, MULTI_LOCALE] as const;
  const contentCount = Math.round(total * 0.8);
  const content = Array.from({ length: contentCount }, (_, i): ContentDocument => ({
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
  const products = Array.from({ length: total - contentCount }, (_, i): ProductDocument => ({
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
    locale: LOCALES.filter(() => random() < 0.6).length > 0 ? LOCALES.filter(() => random() < 0.6) : ['en-us'],
  }));
  return { content, products };
}

/** What people type: the popular searches, longer phrases, prefixes and typos. */
const QUERIES = [...SEARCH.popularSearches, 'puppy food', 'salmon pate', 'grain free', 'senior joint', 'pupy', 'chick', 'feeding guid', 'sustainabilty', 'fresh'];

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

async function measure(run: (query: string) => Promise<void>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await run(QUERIES[i % QUERIES.length] ?? 'fresh');
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await run(QUERIES[i % QUERIES.length] ?? 'fresh');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

async function main(): Promise<void> {
  const figures = new Map<string, { p50: number; p95: number }>();
  console.log(`search benchmark: ${SAMPLES} two-query requests per case after ${WARMUP} warm-up, queries: ${QUERIES.length} kinds`);
  for (const size of SIZES) {
    const { content, products } = generate(size);
    const built = performance.now();
    const engine = createLocalSearchEngine({ content: { main: content, vet: [] }, products });
    console.log(`\n${size.toLocaleString('en-US')} documents (${content.length} content, ${products.length} products): indexes built in ${ms(performance.now() - built)}`);
    const handler = createSearchHandler({ engine: () => engine });

    const direct = await measure(async (query) => {
      const response = await handler(
        new Request('http://localhost/api/search/1/indexes/*/queries', { method: 'POST', body: JSON.stringify(body(query)) }),
      );
      if (response.status !== 200) throw new Error(`handler answered ${response.status}: ${await response.text()}`);
      await response.text();
    });
    figures.set(`handler ${size}`, direct);
    console.log(`  handler  p50 ${ms(direct.p50)}  p95 ${ms(direct.p95)}`);

    const server = await startLoopbackServer(handler);
    try {
      const client = createSearchClient({ mode: 'local', indexes: LOCAL_SEARCH_INDEXES, origin: server.origin });
      const http = await measure(async (query) => {
        await client.search(body(query));
      });
      figures.set(`http ${size}`, http);
      console.log(`  http     p50 ${ms(http.p50)}  p95 ${ms(http.p95)}  (real liteClient → loopback HTTP → handler)`);
    } finally {
      await server.close();
    }
  }

  console.log('\ntargets:');
  for (const path of ['handler', 'http'] as const) {
    const small = figures.get(`${path} ${SIZES[0]}`);
    const large = figures.get(`${path} ${SIZES[1]}`);
    if (small === undefined || large === undefined) continue;
    console.log(`  [${path}] p95 ≤ ${TARGET_P95_MS} ms at 2,000: ${ms(small.p95)}  ${verdict(small.p95 <= TARGET_P95_MS)}`);
    const ratio = large.p95 / small.p95;
    console.log(
      `  [${path}] 20,000 ≤ ${TARGET_GROWTH} × the 2,000 figure (p95): ${ms(large.p95)} = ${ratio.toFixed(2)} × ${ms(small.p95)}  ${verdict(ratio <= TARGET_GROWTH)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
