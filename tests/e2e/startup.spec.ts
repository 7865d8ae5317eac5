import { spawn } from 'node:child_process';
import net from 'node:net';
import { expect, test } from '@playwright/test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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
