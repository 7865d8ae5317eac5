import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const alias = {
  '@/': r('./src/'),
  '@fixtures/': r('./fixtures/'),
  '@tests/': r('./tests/'),
  // 'server-only' throws outside React Server Components; tests import server modules directly.
  'server-only': r('./tests/support/empty-module.ts'),
};

/**
 * What makes a test file change state other files would see if they shared its module graph:
 * module mocks, stubbed env or globals, assignments to process.env or globalThis, fake timers.
 */
const CHANGES_SHARED_STATE = /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|hoisted|useFakeTimers)\b|process\.env\b|globalThis\.[A-Za-z_$][\w$]* *=(?!=)/;

/** A folder's test files (paths relative to this config) that change shared state. */
function stateChanging(folder: string, suffix: string): string[] {
  return readdirSync(r(folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => `${folder}/${file}`)
    .filter((file) => CHANGES_SHARED_STATE.test(readFileSync(r(file), 'utf8')));
}

/**
 * A project for a folder, split in two: files that change shared state each get a fresh module
 * graph (vitest's default isolation); every other file shares its worker's graph, so each module
 * is loaded once per worker instead of once per file. Loading was most of the run: isolated, unit
 * took 135 s (42 s of it imports), shared 51 s; component 128 s against 53 s.
 */
function projects(name: string, folder: string, suffix: string, test: Record<string, unknown> = {}) {
  const isolated = stateChanging(folder, suffix);
  const shared = { resolve: { alias }, test: { ...test, name, include: [`${folder}/**/*${suffix}`], exclude: isolated, isolate: false } };
  if (isolated.length === 0) return [shared];
  return [shared, { resolve: { alias }, test: { ...test, name: `${name} (isolated)`, include: isolated, isolate: true } }];
}

/**
 * Three kinds of test: unit (node), property (fast-check, node) and component (happy-dom).
 * Test files mirror src/ paths under tests/<kind>/. Playwright's e2e tests live in tests/e2e.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on two cores); `npm test` runs it alone, after
    // the build and the static checks: 332 s with one worker, 169 s with two, 176 s with three.
    maxWorkers: availableParallelism(),
    projects: [
      ...projects('unit', 'tests/unit', '.test.ts', { environment: 'node' }),
      ...projects('property', 'tests/property', '.test.ts', { environment: 'node', testTimeout: 120_000 }),
      ...projects('component', 'tests/component', '.test.tsx', { environment: 'happy-dom', setupFiles: ['tests/support/component-setup.ts'] }),
    ],
  },
});
