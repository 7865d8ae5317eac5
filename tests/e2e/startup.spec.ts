import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/processes.cjs';

test('a malformed environment variable stops the server at start with the variable named', async () => {
  const port = await freePort();
  const child = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...process.env, MAIN_SITE_URL: 'not a url', BUILDER_API_VERSION: 'v2', NEXT_TELEMETRY_DISABLED: '1' },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill();
      resolve(null);
    }, 30_000);
    child.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(code).toBe(1);
  expect(output).toContain('MAIN_SITE_URL: Invalid URL');
  expect(output).toContain('BUILDER_API_VERSION: Invalid apiVersion: expected v1 or v3');
});
