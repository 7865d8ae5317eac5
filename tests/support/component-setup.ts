import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { dynamicImportsSettled } from './next-dynamic-eager';

// The renderer's tests use the blocks that exist for them (src/page-runtime/test-blocks.ts), as the
// Playwright server does.
process.env.TEST_BLOCKS = 'true';

// Islands and the SDK page load through next/dynamic; see next-dynamic-eager.tsx.
vi.mock('next/dynamic', () => import('./next-dynamic-eager'));

// The bot check's ALTCHA widget cannot solve in happy-dom; see fake-altcha.ts.
vi.mock('altcha', () => import('./fake-altcha'));

beforeAll(async () => {
  await dynamicImportsSettled();
});

// Unmount what each test rendered so DOM state never leaks between tests.
afterEach(() => {
  cleanup();
});
