import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalChallenge, LOCAL_CHALLENGE } from '@/services/bot-check/local';
import { signLocalToken, signPuzzle } from '@/services/bot-check/local-token';
import { leadingZeroBits } from '@/services/bot-check/proof-of-work';
import { createUsedTokenStore } from '@/services/bot-check/used-tokens';
import { openDatabase, type Database } from '@/services/store';
import { tempDataDir } from '../store/temp-data-dir';

const SECRET = 'test-secret-0123456789abcdefghijklmnop';
const T0 = Date.UTC(2026, 0, 1); // ms
const BITS = 8; // cheap puzzles for tests; the production difficulty is tested separately

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

let ids = 0;
const challengeOn = (database: Database, secret = SECRET) =>
  createLocalChallenge({
    secret,
    usedTokens: createUsedTokenStore(database),
    difficultyBits: BITS,
    randomId: () => `id${String(++ids).padStart(20, '0')}`,
  });

/** Solves a puzzle with native hashing (fast in tests). */
function solve(puzzle: string, bits: number): string {
  for (let i = 0; ; i += 1) {
    const s = i.toString(36);
    if (leadingZeroBits(createHash('sha256').update(`${puzzle}:${s}`).digest()) >= bits) return s;
  }
}

function tokenFrom(challenge: ReturnType<typeof challengeOn>, now = T0): string {
  const { puzzle } = challenge.issuePuzzle(now);
  const redeemed = challenge.redeem(puzzle, solve(puzzle, BITS), now);
  if (!redeemed.ok) throw new Error(`redeem refused: ${redeemed.errorCodes.join()}`);
  return redeemed.token;
}

describe('the local challenge', () => {
  it('a token from a solved puzzle passes once', async () => {
    const challenge = challengeOn(db);
    const token = tokenFrom(challenge);
    expect(await challenge.verify(token, { now: T0 + 1_000 })).toEqual({ success: true });
  });

  it('a replayed token is refused with timeout-or-duplicate', async () => {
    const challenge = challengeOn(db);
    const token = tokenFrom(challenge);
    await challenge.verify(token, { now: T0 });
    expect(await challenge.verify(token, { now: T0 + 1 })).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
  });

  it('a replay is refused even after a restart (spent tokens are on disk)', async () => {
    const token = tokenFrom(challengeOn(db));
    expect(await challengeOn(db).verify(token, { now: T0 })).toEqual({ success: true });
    db.close();
    db = openDatabase({ dataDir, durability: 'NORMAL' });
    expect(await challengeOn(db).verify(token, { now: T0 + 10 })).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
  });

  it('an expired token (300 s after its puzzle) is refused with timeout-or-duplicate', async () => {
    const challenge = challengeOn(db);
    const token = tokenFrom(challenge);
    const expiry = T0 + LOCAL_CHALLENGE.tokenTtlSeconds * 1000;
    expect(await challenge.verify(token, { now: expiry })).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
    expect(await challenge.verify(token, { now: expiry - 1 })).toEqual({ success: true });
  });

  it('a forged token (wrong key, edited expiry, garbage) is refused with invalid-input-response', async () => {
    const challenge = challengeOn(db);
    const refused = { success: false, errorCodes: ['invalid-input-response'] };
    const forged = signLocalToken('another-secret-0123456789abcdefghijkl', { id: 'AAAAAAAAAAAAAAAAAAAAAA', expiresAt: T0 / 1000 + 100 });
    expect(await challenge.verify(forged, { now: T0 })).toEqual(refused);

    const genuine = tokenFrom(challenge);
    const [prefix, id, expiresAt, sig] = genuine.split('.');
    const extended = [prefix, id, String(Number(expiresAt) + 3600), sig].join('.');
    expect(await challenge.verify(extended, { now: T0 })).toEqual(refused);

    for (const garbage of ['x', 'XXXX.DUMMY.TOKEN.XXXX', genuine.slice(0, -1), `${genuine}A`, 'a'.repeat(5000)]) {
      expect(await challenge.verify(garbage, { now: T0 })).toEqual(refused);
    }
  });

  it('a puzzle can never pass as a token (separate signing labels)', async () => {
    const challenge = challengeOn(db);
    const { puzzle } = challenge.issuePuzzle(T0);
    expect(await challenge.verify(puzzle, { now: T0 })).toEqual({ success: false, errorCodes: ['invalid-input-response'] });
  });

  it('an empty token is refused with missing-input-response', async () => {
    expect(await challengeOn(db).verify('', { now: T0 })).toEqual({ success: false, errorCodes: ['missing-input-response'] });
  });

  it('a wrong solution is refused with invalid-input-response', () => {
    const challenge = challengeOn(db);
    const { puzzle } = challenge.issuePuzzle(T0);
    let wrong = 0;
    while (leadingZeroBits(createHash('sha256').update(`${puzzle}:${wrong.toString(36)}`).digest()) >= BITS) wrong += 1;
    expect(challenge.redeem(puzzle, wrong.toString(36), T0)).toEqual({ ok: false, errorCodes: ['invalid-input-response'] });
    expect(challenge.redeem(puzzle, 'NOT-BASE36!', T0)).toEqual({ ok: false, errorCodes: ['invalid-input-response'] });
  });

  it('a puzzle redeemed after 120 s is refused with timeout-or-duplicate', () => {
    const challenge = challengeOn(db);
    const { puzzle } = challenge.issuePuzzle(T0);
    const later = T0 + LOCAL_CHALLENGE.puzzleTtlSeconds * 1000;
    expect(challenge.redeem(puzzle, solve(puzzle, BITS), later)).toEqual({ ok: false, errorCodes: ['timeout-or-duplicate'] });
  });

  it('a puzzle signed with a lower difficulty is refused', () => {
    const easy = signPuzzle(SECRET, { nonce: 'BBBBBBBBBBBBBBBBBBBBBB', issuedAt: T0 / 1000, bits: 1 });
    expect(challengeOn(db).redeem(easy, solve(easy, 1), T0)).toEqual({ ok: false, errorCodes: ['invalid-input-response'] });
  });

  it('redeeming one puzzle twice yields the same token, still spendable once', async () => {
    const challenge = challengeOn(db);
    const { puzzle } = challenge.issuePuzzle(T0);
    const solution = solve(puzzle, BITS);
    const first = challenge.redeem(puzzle, solution, T0);
    const second = challenge.redeem(puzzle, solution, T0 + 5_000);
    expect(first.ok && second.ok && first.token === second.token).toBe(true);
    if (!first.ok) return;
    expect(await challenge.verify(first.token, { now: T0 + 6_000 })).toEqual({ success: true });
    expect((await challenge.verify(first.token, { now: T0 + 7_000 })).success).toBe(false);
  });

  it('expired rows of spent tokens are purged', () => {
    const store = createUsedTokenStore(db, { purgeEveryMs: 1_000 });
    store.consume('old', T0 / 1000 + 10, T0);
    store.consume('new', T0 / 1000 + 1000, T0);
    expect(store.purgeExpired(T0 + 20_000)).toBe(1);
    expect(db.prepare('SELECT id FROM used_bot_tokens').all()).toEqual([{ id: 'new' }]);
  });

  it('a secret shorter than 32 characters is refused at construction', () => {
    expect(() => createLocalChallenge({ secret: 'short', usedTokens: createUsedTokenStore(db) })).toThrow(/32/);
  });
});
