/**
 * Durability under crashes: valid newsletter signups under load against `next start` (started here
 * on loopback; run `npx next build` first), the server killed with SIGKILL mid-run, restarted on the
 * same data directory, three rounds. Every signup the server answered 200 must be a stored row
 * afterwards ("a 200 means the row is on disk"); answers cut off by the kill may or may not be stored.
 *
 *   npm run bench:durability
 *   npx tsx scripts/bench/bench-durability.ts --rounds 3 --kill-after-ms 3000 --connections 16
 *
 * Bounded: each round sends for at most `--kill-after-ms` before the kill; the command stops its
 * servers and removes its data directory at the end.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { solvedLocalToken } from '@/services/bot-check/local';
import { openDatabase } from '@/services/store/database';
import { freePortIn } from '../lib/processes.cjs';
import { startServer } from '../lib/site-server';

type Options = { rounds: number; killAfterMs: number; connections: number };

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { rounds: 3, killAfterMs: 3_000, connections: 16 };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = /^--(rounds|kill-after-ms|connections)$/.exec(argv[i] ?? '')?.[1];
    const value = Number(argv[++i]);
    if (!flag || !Number.isInteger(value) || value < 1) throw new Error(`Bad argument ${argv[i - 1] ?? ''}`);
    if (flag === 'rounds') options.rounds = Math.min(value, 10);
    else if (flag === 'kill-after-ms') options.killAfterMs = Math.min(value, 30_000);
    else options.connections = Math.min(value, 64);
  }
  return options;
}

/** One signup over a fresh connection; resolves with the status, or 0 when the connection died. */
async function signup(port: number, secret: string, email: string): Promise<number> {
  const body = JSON.stringify({
    turnstileToken: await solvedLocalToken(secret, Date.now()),
    email,
    fields: { NAME: 'Durable', ZIPCODE: '02134', source: 'bench-durability' },
  });
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/submit-klaviyo', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.setTimeout(10_000, () => request.destroy());
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-durability-'));
  const secret = randomBytes(32).toString('hex');
  const port = await freePortIn(3215, 3299);
  const acknowledged: string[] = [];
  let sent = 0;
  let cutOff = 0;
  const run = randomBytes(4).toString('hex');
  try {
    for (let round = 1; round <= options.rounds; round += 1) {
      const server = await startServer({ port, dataDir, secret, env: { SIGNUP_RATE_LIMIT_PER_MINUTE: '100000000' } });
      let killed = false;
      const before = acknowledged.length;
      const worker = async () => {
        while (!killed) {
          const email = `durable-${run}-${sent++}@bench.example.com`;
          const status = await signup(port, secret, email);
          if (status === 200) acknowledged.push(email);
          else if (status === 0) cutOff += 1;
        }
      };
      const workers = Array.from({ length: options.connections }, worker);
      await new Promise((r) => setTimeout(r, options.killAfterMs));
      await server.kill9();
      killed = true;
      await Promise.all(workers);
      console.log(`  round ${round}: ${acknowledged.length - before} signups answered 200, then kill -9`);
    }
    // A last start replays the WAL the way any restart would, then the rows are counted offline.
    const server = await startServer({ port, dataDir, secret });
    await server.stop();
    const db = openDatabase({ dataDir });
    let stored: Set<string>;
    let integrity: string;
    try {
      stored = new Set(
        db
          .prepare<[string], { email: string }>('SELECT email FROM subscribers WHERE email LIKE ?')
          .all(`durable-${run}-%`)
          .map((row) => row.email),
      );
      integrity = String(db.pragma('integrity_check', { simple: true }));
    } finally {
      db.close();
    }
    const missing = acknowledged.filter((email) => !stored.has(email));
    console.log(`Durability: ${options.rounds} rounds of signups with kill -9 after ${options.killAfterMs} ms, ${options.connections} connections`);
    console.log(`  200s answered          ${acknowledged.length}`);
    console.log(`  rows stored            ${stored.size} (includes signups whose answer the kill cut off: ${cutOff} cut off)`);
    console.log(`  acknowledged missing   ${missing.length}   target 0   ${missing.length === 0 ? 'PASS' : 'FAIL'}`);
    console.log(`  integrity_check        ${integrity}`);
    for (const email of missing.slice(0, 10)) console.log(`  MISSING ${email}`);
    if (missing.length > 0 || integrity !== 'ok' || acknowledged.length === 0) process.exitCode = 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
