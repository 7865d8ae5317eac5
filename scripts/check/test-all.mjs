// `npm test`: typecheck, lint, vitest (unit, property, component), production build, Playwright.
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
// The last line is `N passed, N failed`, summing the test runners (a failed typecheck, lint or
// build counts as one failure each).
import { readFileSync, rmSync } from 'node:fs';
import { freePort, nextBin, run } from '../lib/processes.cjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const results = [];
let passed = 0;
let failed = 0;
/** Playwright tests that failed and then passed on their retry, by title path. */
let flaky = [];

/** Titles of the tests whose outcome in Playwright's JSON report is 'flaky'. */
function flakyTitles(report) {
  const out = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) if (test.status === 'flaky') out.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

async function step(name, command, args, options) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const code = await run(command, args, { ...options, env: { ...env, ...options?.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
  return code === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`could not read ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

rmSync('test-results', { recursive: true, force: true });

if (!(await step('typecheck (every tsconfig)', 'node', ['scripts/check/typecheck.mjs']))) failed += 1;
if (!(await step('lint (eslint, knip)', 'npm', ['run', '--silent', 'lint']))) failed += 1;

const vitestOk = await step('vitest (unit, property, component)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (!vitestOk && vitest.numFailedTests === 0) failed += 1;
} else failed += 1;

const built = await step('next build', 'node', [nextBin, 'build']);
if (!built) failed += 1;
if (built) {
  const port = await freePort();
  await step('playwright (Chromium)', 'npx', ['playwright', 'test'], { env: { E2E_PORT: String(port) } });
  const report = readJson('test-results/e2e-report.json');
  if (report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (report.stats.expected + report.stats.unexpected === 0) failed += 1;
    flaky = flakyTitles(report);
  } else failed += 1;
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
if (flaky.length > 0) {
  console.log(`${flaky.length} flaky (failed once, passed on the retry; mend these):`);
  for (const title of flaky) console.log(`  ~ ${title}`);
}
console.log(`${passed} passed, ${failed} failed${flaky.length > 0 ? `, ${flaky.length} flaky` : ''}`);
process.exit(failed === 0 ? 0 : 1);
