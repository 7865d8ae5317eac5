// Small helpers shared by the runner and benchmark scripts (plain Node, no build step).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';

/** A free TCP port on loopback, chosen by the OS. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Starts a long-running command; returns the child so the caller can stop it. */
function start(command, args, options = {}) {
  return spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...process.env, ...options.env } });
}

/** Polls a URL until it answers 200 (or the deadline passes). */
async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms (${lastError})`);
}

export const nextBin = new URL('../../node_modules/next/dist/bin/next', import.meta.url).pathname;
/** Preloaded into the site's server so its front door screens the first request (see the file). */
const frontDoorGate = new URL('../../front-door-gate.cjs', import.meta.url).pathname;

/** Where the benchmarks build the bare one-page Next app they measure as a floor. */
export const BARE_APP_DIR = '.bench/bare';

/**
 * Writes a bare Next app (same Next version as the site, nothing else) to BARE_APP_DIR: the
 * smallest page Next can serve (`/`, prerendered), so a benchmark can say how far the site is from
 * it, the same with one stylesheet linked (`/styled`) and inline (`/styled-inline`), and the smallest page Next renders per request
 * (`/dynamic`, which reads the request headers as every page of the site does for its nonce).
 */
function writeBareApp(dir = BARE_APP_DIR) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(`${dir}/app`, { recursive: true });
  writeFileSync(`${dir}/next.config.mjs`, 'export default { poweredByHeader: false };\n');
  writeFileSync(
    `${dir}/app/layout.jsx`,
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(`${dir}/app/page.jsx`, 'export default function Page() {\n  return <h1>Bare page</h1>;\n}\n');
  // The bare page with what every styled page has: one stylesheet (generated rules, about the size
  // of the site's main one compressed) and a paragraph as its largest text. Lighthouse's simulated
  // LCP of a page counts every request that finished before the page painted on this machine, so
  // this page shows the floor a page with a stylesheet and Next's scripts starts from.
  mkdirSync(`${dir}/app/styled`, { recursive: true });
  const rules = Array.from({ length: 1200 }, (_, i) => `.c${i}{margin:${i % 17}px;padding:${i % 11}px;color:#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')};display:flex;gap:${i % 7}px}`);
  const css = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem}h1{font-size:2rem}p{font-size:1.1rem;line-height:1.5}${rules.join('')}`;
  const content = '<h1>Bare styled page</h1><p>Fresh, refrigerated recipes for dogs and cats with real meat and no artificial colors, in the refrigerated aisle of a store near you.</p>';
  writeFileSync(`${dir}/app/styled/styled.css`, `${css}\n`);
  writeFileSync(`${dir}/app/styled/page.jsx`, `import './styled.css';\n\nexport default function Page() {\n  return (<main>${content}</main>);\n}\n`);
  // The same stylesheet inside the HTML, as the site sends its own (experimental.inlineCss): React
  // hoists the <style> into the head, and it travels in the RSC payload too, as the site's does.
  mkdirSync(`${dir}/app/styled-inline`, { recursive: true });
  writeFileSync(
    `${dir}/app/styled-inline/page.jsx`,
    `const css = ${JSON.stringify(css)};\n\nexport default function Page() {\n  return (<main><style href="styled-inline" precedence="default">{css}</style>${content}</main>);\n}\n`,
  );
  mkdirSync(`${dir}/app/dynamic`, { recursive: true });
  writeFileSync(
    `${dir}/app/dynamic/page.jsx`,
    "import { headers } from 'next/headers';\n\nexport default async function Page() {\n  const agent = (await headers()).get('user-agent') ?? '';\n  return <h1>Bare dynamic page ({agent.length})</h1>;\n}\n",
  );
}

const nextEnv = { NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Builds the site (unless skipped) and the bare app with `next build`; false when a build failed
 * (its output has already been shown).
 */
export async function buildSiteAndBareApp({ skipSiteBuild = false } = {}) {
  if (!skipSiteBuild) {
    console.log('building the app…');
    if ((await run('node', [nextBin, 'build'], { env: nextEnv })) !== 0) return false;
  }
  console.log('building the bare one-page app…');
  writeBareApp();
  return (await run('node', [nextBin, 'build', BARE_APP_DIR], { env: nextEnv })) === 0;
}

/**
 * Serves a production build with `next start` on a free port (the site when `dir` is undefined)
 * with `extraEnv` added to its environment, and waits until it answers; `stop()` ends the server. The server's output is kept and shown only
 * when it fails to start.
 */
export async function serveNext(dir, label, extraEnv = {}) {
  const port = await freePort();
  // The bare comparison page (dir set) has no front door to open the gate.
  const preload = dir ? [] : ['--require', frontDoorGate];
  const child = start('node', [...preload, nextBin, 'start', '-p', String(port), ...(dir ? [dir] : [])], { env: { ...nextEnv, ...extraEnv } });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  try {
    // The site is polled on its health route, not on `/`: a fresh server's first page render leaves
    // out the preloads of the error and not-found boundaries' chunks (two scripts, 0.9 kB), and the
    // page store would keep that first copy of `/` for the benches to measure.
    await waitFor(`http://localhost:${port}${dir ? '/' : '/api/health'}`, 60_000);
  } catch (error) {
    child.kill();
    throw new Error(`${label} server did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  return { port, origin: `http://localhost:${port}`, stop: () => child.kill() };
}
