/**
 * Signup benchmark: valid newsletter signups against a running server (`next start`), each with a
 * unique address and a fresh local bot-check token, then a count of stored rows against the 200
 * answers ("nothing lost once the API said 200").
 *
 *   npm run bench:signup                          # starts `next start` itself (needs `next build` first); builds only the bare app, once
 *   npx tsx scripts/bench/bench-signup.ts [baseUrl] [--connections 20] [--amount 10000] [--rounds 3] [--warmup 1000]
 *
 * Beside it, the bare Next app of the page benches (scripts/lib/bare-app.mjs, built in the OS's
 * temporary folder if no build of it is there) serves the baseline: POST /api/verify, a route that
 * verifies an ALTCHA solution with altcha-lib and answers 200. Signups are printed as a share of
 * its rate, measured in the same run: what a signup costs beyond checking its proof of work.
 *
 * Without a baseUrl the script starts the production server on a free port with a temporary
 * DATA_DIR, a fresh LOCAL_CHALLENGE_SECRET and SIGNUP_RATE_LIMIT_PER_MINUTE raised (every request
 * comes from one address), runs the benchmark against it and stops it. With a baseUrl it measures
 * an already running server, which must share the settings below:
 *
 * The server and this script must share LOCAL_CHALLENGE_SECRET (challenges are signed and solved
 * here, as the server's /api/challenge and the widget would) and DATA_DIR (rows are counted in the same
 * SQLite file), and the server needs SIGNUP_RATE_LIMIT_PER_MINUTE above the request rate since
 * every request comes from one address. Example:
 *
 *   export LOCAL_CHALLENGE_SECRET=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")
 *   SIGNUP_RATE_LIMIT_PER_MINUTE=10000000 npx next start &   # same shell, same DATA_DIR
 *   npx tsx scripts/bench/bench-signup.ts http://localhost:3000
 *
 * `runSignupBench()` is exported so a wrapper can start the server first.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/config/env';
import { solvedLocalToken } from '@/services/bot-check/local';
import { createLocalNewsletter } from '@/services/newsletter/local';
import { DATABASE_FILE, openDatabase } from '@/services/store/database';
import { BARE_CHALLENGE_SECRET, assertBare, ensureBareApp, startBareApp } from '../lib/bare-app.mjs';
import { startNext, type StartedNext } from '../lib/processes.cjs';

/**
 * Targets printed against: absolute figures, and the share of a stub route's throughput measured in
 * the same run (the bare app's POST /api/verify: reads the same body, verifies its ALTCHA solution
 * and answers 200), which takes the machine's speed and load out of the comparison.
 */
export const SIGNUP_TARGETS = { requestsPerSecond: 1_000, p99Ms: 50, lost: 0, shareOfStub: 0.9 } as const;

// autocannon ships no types; this is the slice of its API the benchmark uses.
type AutocannonRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  setupRequest: (request: { body?: string; [key: string]: unknown }) => { body?: string; [key: string]: unknown };
  onResponse: (status: number, body: string) => void;
};
type AutocannonResult = {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; average: number; max: number };
};
type Autocannon = (options: {
  url: string;
  connections: number;
  amount: number;
  timeout: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

// tsx runs scripts as CommonJS (no "type": "module"), where import.meta.url is empty; resolve from the repo root.
const autocannon = createRequire(path.join(process.cwd(), 'package.json'))('autocannon') as Autocannon;

export type SignupBenchOptions = {
  readonly baseUrl: string;
  /** The bare app's origin: its POST /api/verify is the stub. */
  readonly stubUrl: string;
  readonly connections: number;
  readonly amount: number;
  readonly warmup: number;
  /** Stub burst then signup burst, this many times; the share of the stub is their median. */
  readonly rounds: number;
  /** LOCAL_CHALLENGE_SECRET shared with the server. */
  readonly secret: string;
  /** The server's DATA_DIR. */
  readonly dataDir: string;
};

export type StubReport = { readonly requestsPerSecond: number; readonly p50Ms: number; readonly p99Ms: number; readonly non2xx: number };

/** One stub burst and the signup burst right after it. */
export type SignupRound = {
  readonly stub: StubReport;
  /** The bare app's durable stub (POST /api/verify-store) in the same round. */
  readonly durableStub: StubReport;
  readonly signupsPerSecond: number;
  readonly share: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
};

export type SignupBenchReport = {
  readonly rounds: readonly SignupRound[];
  /** The median round's share of the stub's rate. */
  readonly share: number;
  readonly stub: StubReport;
  /** The median round's share of the durable stub's rate: what the site costs beyond the work every durable signup does. */
  readonly durableShare: number;
  readonly durableStub: StubReport;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly answers: Readonly<Record<string, number>>;
  readonly ok200: number;
  readonly storedRows: number;
  readonly lost: number;
  readonly errors: number;
  readonly pass: boolean;
};

/**
 * One solved challenge per request, made before the burst (autocannon builds bodies synchronously):
 * cheap challenges signed with the server's secret, which the server accepts as it would the widget's.
 */
async function solvedTokens(secret: string, amount: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < amount; i += 500) {
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(500, amount - i) }, () => solvedLocalToken(secret, Date.now())))));
  }
  return tokens;
}

/**
 * Requests per second from the burst's own clock: from the start to the last answer. autocannon's
 * `duration` in `amount` mode ends at its next one-second tick after the last answer, so its rate
 * for a 12.1 s burst is the rate for 13 s, and a ratio of two such rates jumps by whole seconds.
 */
function clock(): { answered: () => void; perSecond: (total: number) => number } {
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  return {
    answered: () => {
      lastAnswerAt = performance.now();
    },
    perSecond: (total) => (lastAnswerAt > startedAt ? total / ((lastAnswerAt - startedAt) / 1000) : 0),
  };
}

async function burst(options: SignupBenchOptions, prefix: string, amount: number) {
  const tokens = await solvedTokens(options.secret, amount);
  const answers = new Map<number, number>();
  let sent = 0;
  const timing = clock();
  const result = await autocannon({
    url: options.baseUrl,
    connections: Math.min(options.connections, amount),
    amount,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/submit-klaviyo',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          sent += 1;
          const body = JSON.stringify({
            turnstileToken: tokens[sent - 1] ?? '',
            email: `${prefix}${sent}@bench.example.com`,
            fields: { NAME: 'Bench', ZIPCODE: '02134', source: 'bench-signup' },
          });
          return { ...request, body };
        },
        onResponse: (status) => {
          timing.answered();
          answers.set(status, (answers.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  return { result, answers, requestsPerSecond: timing.perSecond(result.requests.total) };
}

/** The bare app's stubs: a proof-of-work check alone, and the same with a spent-token check and the signup synced to disk. */
type StubRoute = '/api/verify' | '/api/verify-store';

/**
 * The stub under the same load: a bare Next route that verifies each request's own solved
 * challenge (signed with the bare app's key) in a body like a signup's, on this machine, right now.
 */
async function stubBurst(options: SignupBenchOptions, amount: number, route: StubRoute = '/api/verify'): Promise<StubReport> {
  const tokens = await solvedTokens(BARE_CHALLENGE_SECRET, amount);
  let sent = 0;
  const timing = clock();
  const result = await autocannon({
    url: options.stubUrl,
    connections: Math.min(options.connections, amount),
    amount,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: route,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          sent += 1;
          const body = JSON.stringify({ turnstileToken: tokens[sent - 1] ?? '', email: `stub${sent}@bench.example.com`, fields: { NAME: 'Bench', ZIPCODE: '02134', source: 'bench-signup' } });
          return { ...request, body };
        },
        onResponse: timing.answered,
      },
    ],
  });
  return {
    requestsPerSecond: timing.perSecond(result.requests.total),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'MISS';
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Runs a warm-up, then `rounds` pairs of bursts (the stub, then signups), then counts the run's rows
 * in SQLite. One pair's ratio swings by ±0.05 from run to run on this machine (0.82 to 0.92 in
 * five runs of one build), so the share is the median of pairs measured back to back, and the
 * spread is printed beside it.
 */
export async function runSignupBench(options: SignupBenchOptions): Promise<SignupBenchReport> {
  const probe = await fetch(new URL('/api/challenge', options.baseUrl));
  if (probe.status === 404) throw new Error('The server uses Turnstile (keys set): the benchmark needs the local bot check.');
  if (!probe.ok) throw new Error(`GET /api/challenge answered ${probe.status}; is the server up at ${options.baseUrl}?`);

  const run = randomBytes(4).toString('hex');
  if (options.warmup > 0) {
    await burst(options, `bench-warmup-${run}-`, options.warmup);
    await stubBurst(options, options.warmup);
    await stubBurst(options, options.warmup, '/api/verify-store');
  }
  const prefix = `bench-${run}-`;
  const rounds: SignupRound[] = [];
  const answers = new Map<number, number>();
  let errors = 0;
  for (let round = 0; round < Math.max(1, options.rounds); round += 1) {
    const stub = await stubBurst(options, options.amount);
    const durableStub = await stubBurst(options, options.amount, '/api/verify-store');
    const signups = await burst(options, `${prefix}${round}-`, options.amount);
    for (const [status, count] of signups.answers) answers.set(status, (answers.get(status) ?? 0) + count);
    errors += signups.result.errors + signups.result.timeouts;
    rounds.push({
      stub,
      durableStub,
      signupsPerSecond: signups.requestsPerSecond,
      share: stub.requestsPerSecond > 0 ? signups.requestsPerSecond / stub.requestsPerSecond : 0,
      p50Ms: signups.result.latency.p50,
      p99Ms: signups.result.latency.p99,
    });
  }
  const requestsPerSecond = median(rounds.map((r) => r.signupsPerSecond));
  const p99Ms = Math.max(...rounds.map((r) => r.p99Ms));
  const summary = (of: (round: SignupRound) => StubReport): StubReport => ({
    requestsPerSecond: median(rounds.map((r) => of(r).requestsPerSecond)),
    p50Ms: median(rounds.map((r) => of(r).p50Ms)),
    p99Ms: Math.max(...rounds.map((r) => of(r).p99Ms)),
    non2xx: rounds.reduce((sum, r) => sum + of(r).non2xx, 0),
  });
  const stub = summary((r) => r.stub);
  const durableStub = summary((r) => r.durableStub);

  const db = openDatabase({ dataDir: options.dataDir });
  let storedRows: number;
  try {
    storedRows = createLocalNewsletter({ db }).countSubscribersWithPrefix(prefix);
  } finally {
    db.close();
  }

  const ok200 = answers.get(200) ?? 0;
  const lost = Math.max(0, ok200 - storedRows);
  const pass = requestsPerSecond >= SIGNUP_TARGETS.requestsPerSecond && p99Ms <= SIGNUP_TARGETS.p99Ms && lost === SIGNUP_TARGETS.lost && ok200 > 0;
  return {
    rounds,
    share: median(rounds.map((r) => r.share)),
    stub,
    durableShare: median(rounds.map((r) => (r.durableStub.requestsPerSecond > 0 ? r.signupsPerSecond / r.durableStub.requestsPerSecond : 0))),
    durableStub,
    requestsPerSecond,
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms,
    answers: Object.fromEntries([...answers].map(([status, count]) => [String(status), count])),
    ok200,
    storedRows,
    lost,
    errors,
    pass,
  };
}

export function printReport(report: SignupBenchReport, options: SignupBenchOptions): void {
  const lines = [
    `Signup benchmark: ${report.rounds.length} round(s) of a stub burst then ${options.amount} valid signups, ${options.connections} connections, against ${options.baseUrl}`,
    ...report.rounds.map(
      (r, i) => `  round ${i + 1}: stub ${r.stub.requestsPerSecond.toFixed(0)} req/s, durable stub ${r.durableStub.requestsPerSecond.toFixed(0)} req/s, signups ${r.signupsPerSecond.toFixed(0)} req/s (p99 ${r.p99Ms} ms), share ${r.share.toFixed(2)}`,
    ),
    `  answers by status     ${JSON.stringify(report.answers)}${report.errors > 0 ? `, ${report.errors} errors/timeouts` : ''}`,
    `  stub (bare Next, POST /api/verify: altcha-lib verifies, 200) ${report.stub.requestsPerSecond.toFixed(0)} req/s median, p99 ${report.stub.p99Ms} ms (p50 ${report.stub.p50Ms} ms)${report.stub.non2xx > 0 ? `, ${report.stub.non2xx} non-2xx` : ''}   (baseline, same run)`,
    `  throughput            ${report.requestsPerSecond.toFixed(0)} req/s median   target >= ${SIGNUP_TARGETS.requestsPerSecond}   ${verdict(report.requestsPerSecond >= SIGNUP_TARGETS.requestsPerSecond)}`,
    `  signups / stub        ${report.requestsPerSecond.toFixed(0)} / ${report.stub.requestsPerSecond.toFixed(0)} req/s = ${report.share.toFixed(2)}× median (rounds ${Math.min(...report.rounds.map((r) => r.share)).toFixed(2)}–${Math.max(...report.rounds.map((r) => r.share)).toFixed(2)})   target >= ${SIGNUP_TARGETS.shareOfStub}   ${verdict(report.share >= SIGNUP_TARGETS.shareOfStub)}`,
    `  signups / durable stub ${report.requestsPerSecond.toFixed(0)} / ${report.durableStub.requestsPerSecond.toFixed(0)} req/s = ${report.durableShare.toFixed(2)}× median   (context: the stub plus a spent-token check and the signup synced to disk, POST /api/verify-store${report.durableStub.non2xx > 0 ? `; ${report.durableStub.non2xx} non-2xx` : ''})`,
    `  latency p99           ${report.p99Ms} ms, the worst round (p50 ${report.p50Ms} ms)   target <= ${SIGNUP_TARGETS.p99Ms} ms   ${verdict(report.p99Ms <= SIGNUP_TARGETS.p99Ms)}`,
    `  stored rows vs 200s   ${report.storedRows} / ${report.ok200}: ${report.lost} lost   target ${SIGNUP_TARGETS.lost} lost   ${verdict(report.lost === 0 && report.ok200 > 0)}`,
  ];
  if ((report.answers['429'] ?? 0) > 0) lines.push('  note: 429 answers: raise SIGNUP_RATE_LIMIT_PER_MINUTE for the server under test.');
  if ((report.answers['403'] ?? 0) > 0) lines.push('  note: 403 answers: the server and this script do not share LOCAL_CHALLENGE_SECRET.');
  if (report.stub.non2xx > 0) lines.push('  note: the stub refused some solutions: its figure is not that of verified requests.');
  if (report.ok200 > 0 && report.storedRows === 0) lines.push(`  note: no rows found in ${path.join(options.dataDir, DATABASE_FILE)}: does the server use the same DATA_DIR?`);
  lines.push(`  overall               ${report.pass ? 'PASS' : 'MISS'}`);
  console.log(lines.join('\n'));
}

function parseArgs(argv: readonly string[]): Omit<SignupBenchOptions, 'secret' | 'dataDir' | 'baseUrl' | 'stubUrl'> & { baseUrl: string | null } {
  let baseUrl: string | null = null;
  // autocannon is closed-loop: p99 grows with connections (queueing), so the count is printed with the result.
  const numbers = { connections: 20, amount: 10_000, warmup: 1_000, rounds: 3 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const flag = /^--(connections|amount|warmup|rounds)$/.exec(arg)?.[1] as keyof typeof numbers | undefined;
    if (flag) {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 0) throw new Error(`${arg} needs a whole number`);
      numbers[flag] = value;
    } else if (/^https?:\/\//.test(arg)) {
      baseUrl = arg;
    } else {
      throw new Error(`Unknown argument "${arg}"`);
    }
  }
  return { baseUrl, ...numbers };
}

/** Per-IP signups per minute for the server under test: far above any rate this machine can send. */
const BENCH_RATE_LIMIT = 100_000_000;

type StartedServer = { readonly baseUrl: string; readonly secret: string; readonly dataDir: string; stop(): Promise<void> };

/**
 * Starts `next start` (the production build) with the benchmark's settings and waits for
 * /api/health; the server's stderr shows as it runs.
 */
async function startServer(): Promise<StartedServer> {
  const secret = randomBytes(32).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-signup-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    // Scripts run outside src/: they configure the server they start through its environment.
    const server = await startNext({
      env: { LOCAL_CHALLENGE_SECRET: secret, DATA_DIR: dataDir, SIGNUP_RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT) },
      showStderr: true,
    });
    return { baseUrl: `http://127.0.0.1:${server.port}`, secret, dataDir, stop: () => server.stop().then(removeDataDir) };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

/** The bare app, started; null when it could not be built (the reason has been shown). */
async function startStub(): Promise<StartedNext | null> {
  const dir = await ensureBareApp();
  return dir ? startBareApp(dir) : null;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const e = env();
  if (args.baseUrl !== null && !e.LOCAL_CHALLENGE_SECRET) {
    console.error('Set LOCAL_CHALLENGE_SECRET (32+ characters) for both the server and this script: the benchmark signs bot-check tokens with it.');
    process.exit(2);
  }
  const stub = await startStub();
  if (!stub) process.exit(1);
  try {
    if (args.baseUrl === null) {
      const server = await startServer();
      try {
        const options: SignupBenchOptions = { ...args, baseUrl: server.baseUrl, stubUrl: stub.origin, secret: server.secret, dataDir: server.dataDir };
        const report = await runSignupBench(options);
        assertBare(stub);
        printReport(report, options);
        if (!report.pass) process.exitCode = 1;
      } finally {
        await server.stop();
      }
      return;
    }
    const options: SignupBenchOptions = { ...args, baseUrl: args.baseUrl, stubUrl: stub.origin, secret: e.LOCAL_CHALLENGE_SECRET ?? '', dataDir: e.DATA_DIR };
    const report = await runSignupBench(options);
    assertBare(stub);
    printReport(report, options);
  } finally {
    await stub.stop();
  }
}

// Run only as a command, not when a wrapper imports runSignupBench.
if (path.basename(process.argv[1] ?? '') === 'bench-signup.ts') {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}
