/**
 * Process helpers shared by the TypeScript benches that start `next start` themselves
 * (bench:search, bench:quiz-inp).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The projects' benches give `next start` this long to answer its health route. */
const SERVER_START_TIMEOUT_MS = 90_000;

/** A loopback port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/** Polls `url` until it answers 2xx; fails early, with the server's output, if the server exits. */
async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: poll again.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${SERVER_START_TIMEOUT_MS} ms:\n${log()}`);
}

export type StartedNext = { readonly origin: string; readonly stop: () => Promise<void> };

/**
 * `next start` of the build in `cwd` on a free port, waited for until its health route answers.
 * `extraEnv` is added to this process's environment (a bench hands the server its own settings).
 */
export async function startNext(nextBin: string, cwd: string, extraEnv: Readonly<Record<string, string>> = {}): Promise<StartedNext> {
  const port = await freePort();
  // The front-door gate is preloaded as `npm run serve` does (the site's only server started here).
  const child = spawn(process.execPath, ['--require', path.join(cwd, 'front-door-gate.cjs'), nextBin, 'start', '-p', String(port)], {
    cwd,
    // A benchmark tool, not app code: it hands the server its own environment.
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitFor(`${origin}/api/health`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Runs a command with inherited output in `cwd` and resolves with its exit code. */
export function runToEnd(command: string, args: readonly string[], cwd: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
