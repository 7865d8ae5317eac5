/**
 * `npm run bench:render-budget`: how long the hostile conformance pages (fixtures/content/page/
 * conformance-hostile-*.json) hold the event loop while the server renderer renders them, next to
 * the same page with trivial content in place of the hostile block, measured in the same run, with
 * the load average beside (the machine is shared, so figures move with it). It renders in-process
 * (ContentBlocks through react-dom/server, as the page's RSC render calls it) rather than over HTTP:
 * the render is synchronous, so its time IS the time the event loop is blocked, without a server's
 * network and streaming noise, and RSS growth belongs to this one render. It also prints the
 * worst-case time the page budget allows: the costliest time per step seen, times the budget.
 * Figures are printed, never asserted. `--once` renders each page once (for slow code).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderToString } from 'react-dom/server';
import type { ContentBlock } from '../../src/domain/content/block';
import * as interpret from '../../src/page-runtime/expressions/interpret';
import { ContentBlocks } from '../../src/page-runtime/render/render-content';

const CASES = ['repeat', 'shared', 'braces', 'to-string', 'deep-json'] as const;
const RUNS = process.argv.includes('--once') ? 1 : 3;
const BLOCK_ERROR = 'Builder block error';
const PAGE_DIR = path.join(__dirname, '..', '..', 'fixtures', 'content', 'page');

type Page = { readonly data: { readonly blocks: ContentBlock[]; readonly state: Record<string, unknown> } };
type Budget = { readonly spent: number; readonly limit: number };
// The budget class is absent on code from before it existed: the bench then measures without one.
const BudgetClass = (interpret as { Budget?: new () => Budget }).Budget;

const load = (feature: string): Page => JSON.parse(readFileSync(path.join(PAGE_DIR, `conformance-hostile-${feature}.json`), 'utf8')) as Page;

/** The page with its hostile blocks (every child of the section but the first and last) replaced by one plain Text. */
function trivial(page: Page): Page {
  const blocks = page.data.blocks.map((block) => {
    if (!block.children) return block;
    const children = block.children;
    const plain: ContentBlock = { '@type': '@builder.io/sdk:Element', id: 'builder-trivial', component: { name: 'Text', options: { text: '<p>A bowl</p>' } } };
    return { ...block, children: [children[0]!, plain, children[children.length - 1]!] };
  });
  return { data: { ...page.data, blocks } };
}

type Measured = { readonly ms: number; readonly rssMb: number; readonly steps: number | undefined; readonly outcome: string };

function render(page: Page): Measured {
  const budget = BudgetClass ? new BudgetClass() : undefined;
  const rssBefore = process.memoryUsage().rss;
  const start = performance.now();
  let outcome: string;
  try {
    const html = renderToString(
      <ContentBlocks blocks={page.data.blocks} styleKey="bench" state={page.data.state} data={page.data} {...(budget ? { budget: budget as interpret.Budget } : {})} />,
    );
    outcome = html.includes(BLOCK_ERROR) ? '200, §8 shown' : '200';
  } catch (error) {
    outcome = `throws (500): ${error instanceof Error ? error.message.slice(0, 60) : 'error'}`;
  }
  const ms = performance.now() - start;
  return { ms, rssMb: process.memoryUsage().rss / 2 ** 20, steps: budget?.spent, outcome: `${outcome}; rss before ${(rssBefore / 2 ** 20).toFixed(0)} MB` };
}

function worst(page: Page): Measured {
  let out: Measured | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const measured = render(page);
    if (!out || measured.ms > out.ms) out = measured;
  }
  return out!;
}

// The logger repeats nothing after the first render (warnOnce); silence it so the table reads.
console.warn = () => undefined;
console.error = () => undefined;
const loadavg = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`render budget bench: ${RUNS} run(s) per page, worst kept; cpus ${os.cpus().length}; budget ${BudgetClass ? new BudgetClass().limit : 'none (per evaluation only)'}`);
// A first render pays for loading and compiling the renderer's code: not part of any page's cost.
render(trivial(load(CASES[0])));
let worstMsPerStep = 0;
for (const feature of CASES) {
  const page = load(feature);
  const base = worst(trivial(page));
  const hostile = worst(page);
  // Time per step means something only where steps are most of the work: the pages that spend the budget.
  const limit = BudgetClass ? new BudgetClass().limit : 0;
  if (hostile.steps !== undefined && hostile.steps >= limit / 2) worstMsPerStep = Math.max(worstMsPerStep, (hostile.ms - base.ms) / hostile.steps);
  console.log(
    `${feature.padEnd(10)} hostile ${hostile.ms.toFixed(1).padStart(9)} ms  trivial ${base.ms.toFixed(1).padStart(7)} ms  steps ${String(hostile.steps ?? '-').padStart(7)}  rss after ${hostile.rssMb.toFixed(0)} MB  ${hostile.outcome}  (load ${loadavg()})`,
  );
}
if (BudgetClass) {
  const limit = new BudgetClass().limit;
  console.log(`worst-case time the budget allows: ${(worstMsPerStep * limit).toFixed(0)} ms (${(worstMsPerStep * 1000).toFixed(2)} µs/step at worst × ${limit} steps) (load ${loadavg()})`);
}
