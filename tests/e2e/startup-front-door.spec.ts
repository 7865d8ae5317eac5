import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/processes.cjs';

/**
 * The front door screens the first request a freshly started server accepts: the server is started
 * the way `npm run serve` starts it, and hostile requests are fired the moment its port accepts a
 * connection (before Next has run its instrumentation).
 */

/** A socket to the port as soon as it accepts one, polling every 5 ms. */
async function connectAsSoonAsOpen(port: number, child: ChildProcess, deadline: number): Promise<net.Socket> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the port never opened');
    const socket = await new Promise<net.Socket | null>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => resolve(s));
      s.once('error', () => resolve(null));
    });
    if (socket) return socket;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Writes a raw request on an open socket and resolves with everything read until the server closes it. */
function exchange(socket: net.Socket, raw: string): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
    socket.setTimeout(30_000, () => socket.destroy());
    socket.write(raw);
  });
}

const request = (method: string, target: string, headers: Record<string, string> = {}, body = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
  Object.entries({ ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  `\r\n${body}`;

const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

test('requests that arrive the moment the port opens are screened by the front door and cannot forge its headers', async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const child = spawn(process.execPath, ['--require', './front-door-gate.cjs', 'node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TRUSTED_PROXY_HOPS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  try {
    const first = await connectAsSoonAsOpen(port, child, Date.now() + 60_000);
    // Every hostile request leaves at once, on the first accepted socket and fresh ones beside it.
    const open = () => connectAsSoonAsOpen(port, child, Date.now() + 5_000);
    const answers = await Promise.all([
      exchange(first, request('TRACE', '/')),
      open().then((s) => exchange(s, request('GET', '/api/forms/%FF'))),
      open().then((s) => exchange(s, request('POST', '/contact', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=b'))),
      open().then((s) => exchange(s, request('GET', '/api/health', { 'x-brightbowl-proto': 'https', 'x-forwarded-proto': 'https' }))),
    ]);
    const [trace, badEscape, postPage, forgedProto] = answers;
    expect(status(trace ?? ''), trace).toBe(405);
    expect(status(badEscape ?? ''), badEscape).toBe(400);
    expect(status(postPage ?? ''), postPage).toBe(405);
    expect(status(forgedProto ?? ''), forgedProto).toBe(200);
    // A forged x-brightbowl-proto would have bought the HSTS header of a TLS connection.
    expect((forgedProto ?? '').toLowerCase()).not.toContain('strict-transport-security');
    expect(log).not.toMatch(/\n\s+at /);
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
});
