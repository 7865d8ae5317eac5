/**
 * API fuzz: thousands of generated requests against every API route and dynamic page segment of a
 * production server it starts itself on loopback (`next start`; run `npx next build` first):
 * malformed JSON, wrong types, huge and lying bodies, hostile strings, path traversal, every HTTP
 * method, malformed percent-escapes, forged Host headers. Prints the answers by status; exits 1 on
 * any 5xx, any body showing a stack trace or a server path, a request left unanswered, or a stack
 * trace in the server's log.
 *
 *   npm run fuzz:api                     # 3,600 requests, seed "fuzz-api"
 *   npx tsx scripts/ops/fuzz-api.ts --requests 5000 --seed other
 *
 * Bounded: a fixed number of requests, 6 at a time, each with a 15 s limit; the server is stopped
 * at the end whatever happened.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freePortIn } from '../lib/processes.cjs';
import { rawRequest, startServer, type RawAnswer } from '../lib/site-server';
import { seededRandom } from '../lib/seeded-random';

type Fuzzed = { readonly label: string; readonly head: string; readonly body: Buffer | string };

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'FOO'] as const;

const API_PATHS = [
  '/api/health',
  '/api/challenge',
  '/api/bot-check',
  '/api/submit-klaviyo',
  '/api/forms/contact',
  '/api/forms/{x}',
  '/api/reviews',
  '/api/reviews?product={x}&sort={x}&page={x}',
  '/api/search/1/indexes/*/queries',
  '/api/search/1/indexes/{x}/query',
  '/api/quiz/catalog?locale={x}',
  '/api/catalog/products?locale={x}&limit={x}',
  '/api/builder/webhook',
  '/api/{x}',
] as const;

/** The webhook secret the fuzzed server runs with; most webhook requests carry it, so their bodies reach the parser. */
const WEBHOOK_SECRET = 'fuzz-webhook-secret-0123456789abcdefgh';

const PAGE_PATHS = [
  '/products/{x}',
  '/blog/{x}',
  '/en-gb/products/{x}',
  '/en-ca/blog/{x}',
  '/{x}',
  '/en-gb/{x}',
  '/search?q={x}',
  '/studio/{x}',
  // Next's RSC redirect target, and image urls that are pages or redirect (the optimizer fetches them).
  '/contact?_rsc={x}',
  '/{x}?_rsc=1',
  '/_next/image?url={x}&w=64&q=75',
  '/_next/image?url=%2Fen-us&w=64&q=75',
  '/_next/image?url=%2Fcontact%2F&w=64&q=75',
  '/_next/image?url=%2Fmedia%2F%2Fx.webp&w=64&q=75',
  '/robots.txt',
  '/sitemap.xml',
  '/images/{x}',
] as const;

/** Malformed (and one valid) Next-Router-State-Tree values, sent with RSC: 1. */
const ROUTER_STATES = ['x', '%E0%A4%A', '[1,2]', '{"children":1}', '%5B%22%22%2C%7B%7D%5D', '["",{"children":["x",5]}]', 'a'.repeat(41_000)] as const;

const HOSTILE = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%FF',
  '%C0%AE%C0%AE',
  '%',
  '%E0%A4%A',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  'constructor',
  '\u202e\u0000\ud83d\ude00',
  'a'.repeat(5000),
  '%5C127.0.0.1',
  '//evil.example',
  'http://127.0.0.1:22/',
  'null',
  '-1',
  '1e309',
  'NaN',
] as const;

const BODIES: readonly ((r: () => number) => string)[] = [
  () => '{',
  () => '{"email":',
  () => 'null',
  () => '[]',
  () => '"text"',
  () => '12345',
  () => '{"__proto__":{"admin":true}}',
  () => '{"constructor":{"prototype":{"x":1}}}',
  () => JSON.stringify({ email: 123, fields: 'x', turnstileToken: [] }),
  () => JSON.stringify({ email: 'a@b.co', fields: { NAME: { deep: 1 } }, turnstileToken: btoa(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: -1 } })) }),
  () => JSON.stringify({ requests: [{ indexName: '*', params: 'hitsPerPage=1000' }] }),
  () => JSON.stringify({ requests: Array.from({ length: 25 }, () => ({ indexName: 'content', hitsPerPage: 1000 })) }),
  () => JSON.stringify({ challenge: { parameters: { algorithm: 'SHA-256', cost: 1e9 } }, solution: { counter: -1, derivedKey: 'zz' } }),
  (r) => JSON.stringify({ a: HOSTILE[Math.floor(r() * HOSTILE.length)] }),
  (r) => JSON.stringify(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, r()]))),
  () => '['.repeat(5000) + ']'.repeat(5000),
  () => 'x'.repeat(70_000),
  () => '\xff\xfe\x00bad utf8',
  () => 'email=a%40b.co&fields=1&fields=2',
];

const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/csv', 'application/json; charset=latin1', ''];

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function generate(random: () => number, port: number, count: number): Fuzzed[] {
  const hosts = [`localhost:${port}`, `vet.localhost:${port}`, `127.0.0.1:${port}`, '127.0.0.1:6379', 'evil.example', `localhost:${port}@evil.example`, ''];
  const out: Fuzzed[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = random();
    const template = kind < 0.65 ? pick(random, API_PATHS) : pick(random, PAGE_PATHS);
    const target = template.replaceAll('{x}', () => pick(random, HOSTILE).replaceAll(' ', '%20'));
    const method = random() < 0.55 ? (template.startsWith('/api') ? 'POST' : 'GET') : pick(random, METHODS);
    const host = random() < 0.8 ? hosts[0] : pick(random, hosts);
    const contentType = pick(random, CONTENT_TYPES);
    const withBody = method !== 'GET' && method !== 'HEAD' && random() < 0.9;
    const body = withBody ? pick(random, BODIES)(random) : '';
    const bytes = Buffer.from(body, 'utf8');
    // About one request in 60 declares more than it sends (a lying Content-Length): these wait for the route's deadline.
    const lying = withBody && random() < 1 / 60;
    const length = lying ? bytes.length + 1 + Math.floor(random() * 5000) : bytes.length;
    const forwarded = random() < 0.2 ? `X-Forwarded-For: ${pick(random, ['1.2.3.4', 'evil', '::1, 10.0.0.1'])}\r\nX-Forwarded-Host: 127.0.0.1:6379\r\n` : '';
    const rsc = random() < 0.15 ? `RSC: 1\r\nNext-Router-State-Tree: ${pick(random, ROUTER_STATES)}\r\n` : '';
    const forged = random() < 0.1 ? 'X-Brightbowl-Peer: 203.0.113.1\r\nX-Brightbowl-Local-Port: 6379\r\nX-Brightbowl-Proto: https\r\n' : '';
    const auth = template === '/api/builder/webhook' && random() < 0.8 ? `Authorization: Bearer ${WEBHOOK_SECRET}\r\n` : '';
    const extra = forwarded + rsc + forged + auth;
    const head =
      `${method} ${target} HTTP/1.1\r\n` +
      (host === '' ? '' : `Host: ${host}\r\n`) +
      (contentType === '' || !withBody ? '' : `Content-Type: ${contentType}\r\n`) +
      (withBody ? `Content-Length: ${length}\r\n` : '') +
      extra +
      'Connection: close\r\n\r\n';
    out.push({ label: `${method} ${target.slice(0, 80)}${lying ? ' (lying length)' : ''}${host === hosts[0] ? '' : ` [Host ${host}]`}`, head, body: bytes });
  }
  return out;
}

/** Signs a leak of internals in a body: a stack frame, a server file path, the working directory. */
function leak(answer: RawAnswer, cwd: string): string | null {
  const body = answer.body;
  if (/\n\s+at [^\n]+\(?[^\n]*:\d+:\d+\)?/.test(body)) return 'stack trace';
  if (body.includes(cwd)) return 'working directory';
  if (/(?:\/home\/|\/work\/|\/tmp\/|node_modules\/|\.next\/server)/.test(body)) return 'server path';
  return null;
}

function parseArgs(argv: readonly string[]): { requests: number; seed: string } {
  let requests = 3_600;
  let seed = 'fuzz-api';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--requests') requests = Number(argv[++i]);
    else if (arg === '--seed') seed = argv[++i] ?? seed;
    else throw new Error(`Unknown argument "${arg ?? ''}"`);
  }
  if (!Number.isInteger(requests) || requests < 1 || requests > 50_000) throw new Error('--requests needs a whole number from 1 to 50000');
  return { requests, seed };
}

async function main(): Promise<void> {
  const { requests, seed } = parseArgs(process.argv.slice(2));
  const port = await freePortIn(3215, 3299);
  // Rate limits raised: the fuzz comes from one address and should reach the routes' own checks.
  const server = await startServer({ port, env: { SIGNUP_RATE_LIMIT_PER_MINUTE: '100000000', SEARCH_BYTES_PER_MINUTE: '100000000000', BUILDER_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  const cwd = process.cwd();
  const byStatus = new Map<number, number>();
  const failures: string[] = [];
  try {
    const cases = generate(seededRandom(seed), port, requests);
    let next = 0;
    const worker = async () => {
      for (;;) {
        const index = next++;
        const fuzzed = cases[index];
        if (!fuzzed) return;
        const answer = await rawRequest(port, fuzzed.head, fuzzed.body);
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) failures.push(`${answer.status} ${fuzzed.label}: ${answer.body.slice(0, 160)}`);
        else if (answer.status <= 0) failures.push(`${answer.status === -1 ? 'no answer within 15 s' : 'closed without an answer'}: ${fuzzed.label}`);
        else {
          const leaked = leak(answer, cwd);
          if (leaked) failures.push(`${answer.status} ${fuzzed.label}: body shows a ${leaked}`);
        }
        if ((index + 1) % 500 === 0) console.log(`  … ${index + 1} / ${cases.length}`);
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: 6 }, worker));
    const seconds = (Date.now() - started) / 1000;
    const stackLines = server.log().split('\n').filter((line) => /^\s+at /.test(line)).length;
    const counts = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(`API fuzz: ${requests} requests (seed "${seed}") against ${server.origin} in ${seconds.toFixed(1)} s`);
    console.log(`  answers by status   ${counts.join(', ')}`);
    console.log(`  5xx                 ${[...byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)}`);
    console.log(`  leaks / no answer   ${failures.length - [...byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)}`);
    console.log(`  stack lines in the server log   ${stackLines}`);
    for (const failure of failures.slice(0, 30)) console.log(`  FAIL ${failure}`);
    if (stackLines > 0) {
      const logFile = path.join(server.dataDir, 'server.log');
      fs.writeFileSync(logFile, server.log());
      console.log(`  server log kept at ${logFile}`);
    }
    // Refused input logs one line; a stack in the log means some request reached code that threw.
    const pass = failures.length === 0 && stackLines === 0;
    console.log(`  overall             ${pass ? 'PASS' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;
  } finally {
    await server.stop();
    if (!fs.existsSync(path.join(server.dataDir, 'server.log'))) fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
