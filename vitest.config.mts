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
 * Three projects: unit (node), property (fast-check, node) and component (happy-dom).
 * Test files mirror src/ paths under tests/<project>/. Playwright's e2e tests live in tests/e2e.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'property',
          environment: 'node',
          include: ['tests/property/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/support/component-setup.ts'],
        },
      },
    ],
  },
});
