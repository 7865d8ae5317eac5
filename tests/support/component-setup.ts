import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unmount what each test rendered so DOM state never leaks between tests.
afterEach(() => {
  cleanup();
});
