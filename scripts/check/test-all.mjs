// `npm test`: typecheck, lint, vitest (unit, property, component), production build, Playwright.
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
// The static checks (typecheck and lint) run beside the production build: none reads what another
// writes, and each is mostly one thread, so together they keep both cores busy. Their output is
// held and printed whole when each ends, so the log reads one step at a time.
// The last line is `N passed, N failed`, summing the test runners (a failed typecheck, lint or
// build counts as one failure each).
import { spawn } from 'node:child_process';
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

/** Runs a command with its output held, then prints the output under the step's name; resolves with the exit code. */
function runHeld(name, command, args, options) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options?.env } });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    const finish = (code) => {
      console.log(`\n━━ ${name}`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not start ${command}: ${error.message}\n`));
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/** A step run beside others: its output is printed whole when it ends. */
async function heldStep(name, command, args, options) {
  const started = Date.now();
  const code = await runHeld(name, command, args, { ...options, env: { ...env, ...options?.env } });
  results.push({ name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return code === 0;
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

const phaseStarted = Date.now();
const [typed, linted, built] = await Promise.all([
  heldStep('typecheck (every tsconfig)', 'node', ['scripts/check/typecheck.mjs']),
  heldStep('lint (eslint, knip, import circles)', 'npm', ['run', '--silent', 'lint']),
  // The typecheck step covers every tsconfig, the build's one among them: the build skips its own pass.
  heldStep('next build', 'node', [nextBin, 'build'], { env: { BUILD_TYPECHECK: 'false' } }),
]);
console.log(`\n(typecheck, lint and build side by side: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s for all three)`);
if (!typed) failed += 1;
if (!linted) failed += 1;
if (!built) failed += 1;

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
