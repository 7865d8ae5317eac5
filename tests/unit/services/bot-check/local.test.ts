import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalChallenge, LOCAL_CHALLENGE, solvedLocalToken } from '@/services/bot-check/local';
import { createUsedTokenStore } from '@/services/bot-check/used-tokens';
import { openDatabase, type Database } from '@/services/store';
import { tempDataDir } from '../store/temp-data-dir';

const SECRET = 'test-secret-0123456789abcdefghijklmnop';
/** altcha-lib checks expiry against the real clock too, so the tests' clock is the real one. */
const T0 = Date.now();
const refused = (code: string) => ({ success: false, errorCodes: [code] });

let db: Database;
let dataDir: string;
let remove: () => void;
beforeEach(() => {
  ({ dir: dataDir, remove } = tempDataDir('bot-check'));
  db = openDatabase({ dataDir, durability: 'NORMAL' });
});
afterEach(() => {
  db.close();
  remove();
});

/** Cheap challenges for tests (one hex digit); the production cost is checked on its own below. */
const challengeOn = (database: Database, secret = SECRET) =>
  createLocalChallenge({ secret, usedTokens: createUsedTokenStore(database), cost: 1, keyPrefix: '0' });

/** What the widget sends: base64 JSON of the challenge and its solution. */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };

/** Solves a challenge the way the widget does (altcha-lib's own solver, native hashing). */
async function tokenFrom(challenge: ReturnType<typeof challengeOn>, now = T0): Promise<string> {
  const issued = await challenge.issueChallenge(now);
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  if (!solution) throw new Error('unsolved');
  return encode({ challenge: issued, solution });
}

describe('the local challenge (ALTCHA)', () => {
  it('valid: a solved challenge passes once', async () => {
    const challenge = challengeOn(db);
    expect(await challenge.verify(await tokenFrom(challenge), { now: T0 + 1_000 })).toEqual({ success: true });
  });

  it('replayed: a spent solution is refused with timeout-or-duplicate', async () => {
    const challenge = challengeOn(db);
    const token = await tokenFrom(challenge);
    expect(await challenge.verify(token, { now: T0 })).toEqual({ success: true });
    expect(await challenge.verify(token, { now: T0 + 1 })).toEqual(refused('timeout-or-duplicate'));
  });

  it('replayed: a replay is refused even after a restart (spent solutions are on disk)', async () => {
    const token = await tokenFrom(challengeOn(db));
    expect(await challengeOn(db).verify(token, { now: T0 })).toEqual({ success: true });
    db.close();
    db = openDatabase({ dataDir, durability: 'NORMAL' });
    expect(await challengeOn(db).verify(token, { now: T0 + 10 })).toEqual(refused('timeout-or-duplicate'));
  });

  it('replayed: the same challenge solved with another counter is still one challenge', async () => {
    const challenge = challengeOn(db);
    const { challenge: issued, solution } = decode(await tokenFrom(challenge));
    expect(await challenge.verify(encode({ challenge: issued, solution }), { now: T0 })).toEqual({ success: true });
    const again = await solveChallenge({ challenge: issued, deriveKey, counterStart: solution.counter + 1 });
    expect(again).not.toBeNull();
    expect(await challenge.verify(encode({ challenge: issued, solution: again }), { now: T0 })).toEqual(refused('timeout-or-duplicate'));
  });

  it(`expired: a solution ${LOCAL_CHALLENGE.ttlSeconds} s after its challenge was issued is refused with timeout-or-duplicate`, async () => {
    const challenge = challengeOn(db);
    const token = await tokenFrom(challenge);
    const expiry = Math.floor(T0 / 1000) * 1000 + LOCAL_CHALLENGE.ttlSeconds * 1000;
    expect(await challenge.verify(token, { now: expiry })).toEqual(refused('timeout-or-duplicate'));
    expect(await challenge.verify(token, { now: expiry - 1 })).toEqual({ success: true });
  });

  it('expired: a challenge issued long ago is refused by the real clock too', async () => {
    const challenge = challengeOn(db);
    const stale = await tokenFrom(challenge, T0 - (LOCAL_CHALLENGE.ttlSeconds + 60) * 1000);
    expect(await challenge.verify(stale, { now: T0 })).toEqual(refused('timeout-or-duplicate'));
  });

  it('forged: another key, edited parameters, a wrong solution or garbage are refused with invalid-input-response', async () => {
    const challenge = challengeOn(db);
    const foreign = await tokenFrom(challengeOn(db, 'another-secret-0123456789abcdefghijkl'));
    expect(await challenge.verify(foreign, { now: T0 })).toEqual(refused('invalid-input-response'));

    const genuine = decode(await tokenFrom(challenge));
    const later = { ...genuine, challenge: { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, expiresAt: genuine.challenge.parameters.expiresAt! + 3600 } } };
    expect(await challenge.verify(encode(later), { now: T0 })).toEqual(refused('invalid-input-response'));
    const easier = { ...genuine, challenge: { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, keyPrefix: '' } } };
    expect(await challenge.verify(encode(easier), { now: T0 })).toEqual(refused('invalid-input-response'));
    const wrongKey = { ...genuine, solution: { ...genuine.solution, derivedKey: 'ab'.repeat(32) } };
    expect(await challenge.verify(encode(wrongKey), { now: T0 })).toEqual(refused('invalid-input-response'));
    const unsigned = { ...genuine, challenge: { parameters: genuine.challenge.parameters } };
    expect(await challenge.verify(encode(unsigned), { now: T0 })).toEqual(refused('invalid-input-response'));

    for (const garbage of ['x', 'XXXX.DUMMY.TOKEN.XXXX', encode({ test: true, challenge: null, solution: null }), encode([]), 'a'.repeat(5000)]) {
      expect(await challenge.verify(garbage, { now: T0 })).toEqual(refused('invalid-input-response'));
    }
  });

  it('forged: an unsolved challenge (the bare challenge sent as a token) is refused', async () => {
    const challenge = challengeOn(db);
    expect(await challenge.verify(encode(await challenge.issueChallenge(T0)), { now: T0 })).toEqual(refused('invalid-input-response'));
  });

  it('missing: an empty token is refused with missing-input-response', async () => {
    expect(await challengeOn(db).verify('', { now: T0 })).toEqual(refused('missing-input-response'));
  });

  it(`forged lifetime: a signed challenge expiring more than ${LOCAL_CHALLENGE.ttlSeconds} s from now is refused with invalid-input-response`, async () => {
    const challenge = challengeOn(db);
    const yearLong = await solvedLocalToken(SECRET, T0, 365 * 24 * 3600);
    expect(await challenge.verify(yearLong, { now: T0 })).toEqual(refused('invalid-input-response'));
    const oneSecondTooLong = await solvedLocalToken(SECRET, T0, LOCAL_CHALLENGE.ttlSeconds + 1);
    expect(await challenge.verify(oneSecondTooLong, { now: T0 })).toEqual(refused('invalid-input-response'));
    // The full lifetime, and what is left of it later, still pass.
    expect(await challenge.verify(await solvedLocalToken(SECRET, T0), { now: T0 })).toEqual({ success: true });
    expect(await challenge.verify(await solvedLocalToken(SECRET, T0), { now: T0 + 200_000 })).toEqual({ success: true });
  });

  it('the helper tests and benchmarks use makes tokens the server accepts', async () => {
    const challenge = challengeOn(db);
    expect(await challenge.verify(await solvedLocalToken(SECRET, T0), { now: T0 })).toEqual({ success: true });
  });

  it('production challenges carry the configured algorithm, cost, prefix and expiry', async () => {
    const issued = await createLocalChallenge({ secret: SECRET, usedTokens: createUsedTokenStore(db) }).issueChallenge(T0);
    expect(issued.parameters).toMatchObject({
      algorithm: LOCAL_CHALLENGE.algorithm,
      cost: LOCAL_CHALLENGE.cost,
      keyPrefix: LOCAL_CHALLENGE.keyPrefix,
      expiresAt: Math.floor(T0 / 1000) + LOCAL_CHALLENGE.ttlSeconds,
    });
    expect(issued.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('replayed at once: of one solution sent twice in the same moment, exactly one passes', async () => {
    const challenge = challengeOn(db);
    const token = await tokenFrom(challenge);
    const results = await Promise.all([challenge.verify(token, { now: T0 + 1_000 }), challenge.verify(token, { now: T0 + 1_000 })]);
    expect(results).toContainEqual({ success: true });
    expect(results).toContainEqual(refused('timeout-or-duplicate'));
  });

  it('spends of one moment are recorded in one transaction, each answered after it commits', async () => {
    const store = createUsedTokenStore(db);
    const commits: number[] = [];
    // A second connection sees only committed rows: what it counts is what a restart would keep.
    const reader = openDatabase({ dataDir, durability: 'NORMAL' });
    try {
      const count = () => reader.prepare<[], { n: number }>('SELECT count(*) AS n FROM used_bot_tokens').get()?.n ?? -1;
      const spends = Array.from({ length: 50 }, (_, i) => store.consume(`burst-${i}`, T0 / 1000 + 600, T0).then((fresh) => commits.push(count()) && fresh));
      expect(count()).toBe(0);
      expect(await Promise.all(spends)).toEqual(Array.from({ length: 50 }, () => true));
      // Every caller heard back once all 50 rows were committed together, none before.
      expect(new Set(commits)).toEqual(new Set([50]));
    } finally {
      reader.close();
    }
  });

  it('unrecorded: a solution whose spend cannot be written is refused with internal-error, never passed', async () => {
    const challenge = challengeOn(db);
    const token = await tokenFrom(challenge);
    // SQLite now refuses writes (SQLITE_READONLY), as a read-only data directory would.
    db.pragma('query_only = ON');
    const lines: string[] = [];
    const original = console.error;
    console.error = (line: string) => lines.push(line);
    try {
      expect(await challenge.verify(token, { now: T0 + 1_000 })).toEqual(refused('internal-error'));
    } finally {
      console.error = original;
      db.pragma('query_only = OFF');
    }
    // Reported as our storage problem (at most once a minute per kind, so maybe by an earlier test).
    expect(lines.every((line) => line.startsWith('[store] recording a spent bot-check token'))).toBe(true);
    // Once writes work again, the same solution is still unspent and passes once.
    expect(await challenge.verify(token, { now: T0 + 1_000 })).toEqual({ success: true });
  });

  it('expired rows of spent solutions are purged', async () => {
    const store = createUsedTokenStore(db, { purgeEveryMs: 1_000 });
    await store.consume('old', T0 / 1000 + 10, T0);
    await store.consume('new', T0 / 1000 + 1000, T0);
    expect(store.purgeExpired(T0 + 20_000)).toBe(1);
    expect(db.prepare('SELECT id FROM used_bot_tokens').all()).toEqual([{ id: 'new' }]);
  });

  it('spent tokens live in one B-tree keyed by expiry then id: the purge searches a range of that key, with no second index to keep', () => {
    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail).join('; ');
    expect(plan('DELETE FROM used_bot_tokens WHERE expires_at <= 0')).toMatch(/^SEARCH used_bot_tokens USING PRIMARY KEY \(expires_at<\?\)$/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'used_bot_tokens' AND sql IS NOT NULL").all()).toEqual([]);
  });

  it('a secret shorter than 32 characters is refused at construction', () => {
    expect(() => createLocalChallenge({ secret: 'short', usedTokens: createUsedTokenStore(db) })).toThrow(/32/);
  });
});
