import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import CHROMIUM_FLAGS from './scripts/lib/chromium-flags.json' with { type: 'json' };

/**
 * End-to-end tests in Debian's Chromium against the production build (`next build` runs first;
 * `npm test` does it). scripts/check/test-all.mjs passes a free port in E2E_PORT.
 */
// Test tooling, not app code: the port is chosen by the runner script before the app exists.
const port = Number(process.env.E2E_PORT ?? 3100);
// Shared with the Lighthouse bench (scripts/lib/chromium-flags.json): Debian's Chromium, offline.
const chromiumFlags: string[] = CHROMIUM_FLAGS;
/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium build without the
 * browser's UI layers) when it is installed, as Playwright itself runs headless tests: a sample of
 * 46 tests took 163 s in it against 217 s in the full browser, whose browser and GPU processes
 * were most of the run's CPU. The full browser is the fallback.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry, reported by name in the run's summary (scripts/check/test-all.mjs): a test that fails
  // twice fails the run; one that passes only on its retry is listed as flaky to be mended, not
  // hidden. Touch gestures sent over CDP while two workers and the server share two cores are
  // the known source.
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records a screencast and DOM snapshots all through a test; kept for every test and
    // thrown away on a pass it was a third of the suite's CPU (the 46-test sample: 163 s with it,
    // 111 s without). A test that fails is run again with the trace on, so a failure still
    // leaves one (test-results/<test>-retry1/trace.zip).
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The front-door gate is preloaded as in `npm run serve`, so the server screens its first request.
    command: `node --require ./front-door-gate.cjs node_modules/next/dist/bin/next start -p ${port}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The test runner plays one trusted proxy: tests name their own client in X-Forwarded-For so
    // they never share a rate-limit budget.
    // The studio is off by default under `next start` (production); its tests need it on.
    // Every test browser shares one address, and two workers' pages and prefetches render at once:
    // the render caps are production guards (unit-tested), not subjects here, and would only queue.
    env: { NEXT_TELEMETRY_DISABLED: '1', TRUSTED_PROXY_HOPS: '1', TEST_BLOCKS: 'true', STUDIO_ENABLED: 'true', PAGE_RENDERS_PER_CLIENT: '64', PAGE_RENDERS_MAX: '64' },
  },
});
