'use strict';
/**
 * Ports and child processes for the scripts and the end-to-end tests: a free loopback port, a
 * command run to its end, and a production Next server (`next start`) started, waited for and
 * stopped. Types: processes.d.cts.
 *
 * CommonJS, so that every caller loads this one file as it is: plain Node scripts (.mjs) import it,
 * tsx scripts and Playwright specs require it. (Playwright compiles an imported .mjs file to
 * CommonJS and Node then refuses to run it as an ES module.)
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

/** The repository root: this file sits in scripts/lib. */
const ROOT = path.resolve(__dirname, '..', '..');
const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
/** Preloaded into the site's server so its front door screens the first request (see the file). */
const FRONT_DOOR_GATE = path.join(ROOT, 'front-door-gate.cjs');
const POLL_MS = 250;

/** A loopback port nothing listens on right now, chosen by the OS. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('the OS gave no port'))));
    });
  });
}

/** The first free loopback port in [from, to]. */
async function freePortIn(from, to) {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}-${to}`);
}

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd, env: { ...process.env, ...options.env } });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * `next start` of a production build, on a free port unless one is given, waited for until it
 * answers 200. The site is started with the front-door gate preloaded, as `npm run serve` does; an
 * app in `dir` (the benches' bare app) has no front door to open the gate. The server's output is
 * kept, returned by `log()` and shown when it fails to start; it runs in the app's folder (the
 * repository root for the site) with this process's environment plus `env` (a script hands the
 * server its own settings).
 */
async function startNext(options = {}) {
  const { dir, hostname, env = {}, timeoutMs = 60_000, detached = false, showStderr = false } = options;
  const label = options.label ?? (dir ? `next start ${dir}` : 'next start');
  // `dir` may be relative to the repository root or absolute (the benches' bare app is outside it).
  const appDir = path.resolve(ROOT, dir ?? '');
  if (!fs.existsSync(path.join(appDir, '.next', 'BUILD_ID'))) throw new Error(`${label}: no production build: run \`npx next build${dir ? ` ${dir}` : ''}\` first.`);
  const port = options.port ?? (await freePort());
  const preload = dir ? [] : ['--require', FRONT_DOOR_GATE];
  // An app with its own node_modules runs its own Next: Next from elsewhere would load a second React.
  const ownNext = path.join(appDir, 'node_modules', 'next', 'dist', 'bin', 'next');
  const args = [...preload, fs.existsSync(ownNext) ? ownNext : nextBin, 'start', '-p', String(port), ...(hostname ? ['-H', hostname] : []), ...(dir ? [appDir] : [])];
  const child = spawn(process.execPath, args, {
    // Another app runs in its own folder, so nothing of the checkout's is in its working directory.
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a signal reaches any process `next start` runs under it.
    detached,
  });
  let output = '';
  /** @type {Error | undefined} */
  let spawnError;
  child.on('error', (error) => (spawnError = error));
  child.stdout.on('data', (chunk) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk) => {
    output += chunk.toString('utf8');
    if (showStderr) process.stderr.write(chunk);
  });
  const signal = (name) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
      child.once('exit', () => resolve());
      try {
        if (detached) process.kill(-child.pid, name);
        else child.kill(name);
      } catch (error) {
        // The group has already gone; its leader's 'exit' event is on its way.
        if (error.code !== 'ESRCH') throw error;
      }
    });
  const stop = () => signal('SIGTERM');
  const kill9 = () => signal('SIGKILL');
  const origin = `http://localhost:${port}`;
  // The site is polled on its health route, not on `/`: a fresh server's first page render leaves
  // out the preloads of the error and not-found boundaries' chunks (two scripts, 0.9 kB), and the
  // page store would keep that first copy of `/` for the benches to measure.
  const url = `${origin}${dir ? '/' : '/api/health'}`;
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  for (;;) {
    if (spawnError) throw new Error(`${label} could not start: ${spawnError.message}`);
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode} before ${url} answered:\n${output}`);
    try {
      const response = await fetch(url);
      if (response.ok) break;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${label} did not start: ${url} did not answer 200 within ${timeoutMs} ms (${lastError})\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { port, origin, child, log: () => output, stop, kill9 };
}

module.exports = { freePort, freePortIn, nextBin, run, startNext };
