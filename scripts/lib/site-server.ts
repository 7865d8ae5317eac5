/**
 * Shared by the fuzz and durability commands: start the production server (`next start`, which
 * needs `next build` first) on a loopback port of their own with a temporary data directory, wait
 * for /api/health, and stop it; plus a raw HTTP/1.1 exchange over a socket, for requests a normal
 * client refuses to send (odd methods, unnormalized paths, a Content-Length that lies).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type StartedServer = {
  readonly baseUrl: string;
  readonly port: number;
  readonly secret: string;
  readonly dataDir: string;
  readonly child: ChildProcess;
  /** Everything the server wrote to stderr and stdout. */
  readonly log: () => string;
  stop(): Promise<void>;
  /** kill -9 of the server's process group: no shutdown, no flush, like a power cut to the process. */
  kill9(): Promise<void>;
};

/** The first free loopback port in [from, to]. */
export async function freePortIn(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}-${to}`);
}

export type StartOptions = {
  readonly port: number;
  readonly dataDir?: string;
  readonly secret?: string;
  /** Extra environment for the server (scripts configure the server they start through it). */
  readonly env?: Readonly<Record<string, string>>;
  readonly startTimeoutMs?: number;
};

export async function startServer(options: StartOptions): Promise<StartedServer> {
  if (!fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) throw new Error('No production build: run `npx next build` first.');
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'next-start-'));
  // The front-door gate is preloaded as `npm run serve` does, so requests at start are screened too.
  const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, ['--require', './front-door-gate.cjs', nextBin, 'start', '-p', String(options.port), '-H', 'localhost'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOCAL_CHALLENGE_SECRET: secret, DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a kill reaches the server process `next start` may run under it.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const baseUrl = `http://localhost:${options.port}`;
  const signalGroup = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid, signal);
    });
  const stop = () => signalGroup('SIGTERM');
  const kill9 = () => signalGroup('SIGKILL');
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('next start did not answer /api/health in time');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, port: options.port, secret, dataDir, child, log: () => output, stop, kill9 };
}

export type RawAnswer = { readonly status: number; readonly headers: string; readonly body: string; readonly ms: number };

/**
 * One request written byte for byte (`Connection: close`), read to the end. `null` status 0 means
 * the server closed without an answer; a timeout answers status -1.
 */
export function rawRequest(port: number, head: string, body: Buffer | string = '', timeoutMs = 15_000): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (status?: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const headers = split === -1 ? text : text.slice(0, split);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(headers);
      resolve({ status: status ?? (match ? Number(match[1]) : 0), headers, body: split === -1 ? '' : text.slice(split + 4), ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(-1), timeoutMs);
    socket.on('connect', () => {
      socket.write(head);
      if (body.length > 0) socket.write(body);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish());
    socket.on('error', () => finish());
  });
}
