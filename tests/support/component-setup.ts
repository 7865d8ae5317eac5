import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { dynamicImportsSettled } from './next-dynamic-eager';

// Islands and the SDK page load through next/dynamic; see next-dynamic-eager.tsx.
vi.mock('next/dynamic', () => import('./next-dynamic-eager'));

beforeAll(async () => {
  await dynamicImportsSettled();
});

// Unmount what each test rendered so DOM state never leaks between tests.
afterEach(() => {
  cleanup();
});
