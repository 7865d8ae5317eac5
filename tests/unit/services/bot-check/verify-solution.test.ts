import { createChallenge, solveChallenge, verifySolution as altchaVerify, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifySolution, type SolvedChallenge } from '@/services/bot-check/verify-solution';

const SECRET = 'verify-secret-0123456789abcdefghijklmnop';
const OTHER_SECRET = 'another-secret-0123456789abcdefghijklmn';
const NOW = Date.now();

type Token = { challenge: Challenge; solution: { counter: number; derivedKey: string } };

/** A challenge issued and solved as the site and its widget do (altcha-lib's own code). */
async function solved(keyPrefix: string, expiresAt = Math.floor(NOW / 1000) + 300): Promise<Token> {
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 2, keyPrefix, deriveKey, expiresAt, hmacSignatureSecret: SECRET });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** altcha-lib's verdict, in this module's words. */
async function libraryVerdict(token: Token, secret: string): Promise<string> {
  const result = await altchaVerify({ challenge: token.challenge, solution: token.solution, deriveKey, hmacSignatureSecret: secret });
  return result.expired ? 'expired' : result.verified ? 'verified' : 'invalid';
}

const ours = (token: Token, secret: string) => verifySolution(token as unknown as SolvedChallenge, secret, Date.now());

const hexChar = fc.constantFrom(...'0123456789abcdef');
/** Replaces one character of a hex string with another hex character (possibly the same). */
const flipHex = (text: string, at: number, to: string) => `${text.slice(0, at % text.length)}${to}${text.slice((at % text.length) + 1)}`;

/** The ways a token can be wrong, each one a change a forger or a broken client could make. */
const tampering = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('signature' as const), at: fc.nat(), to: hexChar }),
  fc.record({ kind: fc.constant('derivedKey' as const), at: fc.nat(), to: hexChar }),
  fc.record({ kind: fc.constant('counter' as const), delta: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant('nonce' as const), at: fc.nat(), to: hexChar }),
  fc.record({ kind: fc.constant('salt' as const), at: fc.nat(), to: hexChar }),
  fc.record({ kind: fc.constant('cost' as const), delta: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('keyPrefix' as const), to: fc.stringMatching(/^[0-9a-f]{1,3}$/) }),
  fc.record({ kind: fc.constant('expiresAt' as const), delta: fc.integer({ min: -600, max: 600 }) }),
  fc.record({ kind: fc.constant('shortKey' as const) }),
  fc.record({ kind: fc.constant('extraParameter' as const), value: fc.string({ maxLength: 8 }) }),
  fc.record({ kind: fc.constant('wrongSecret' as const) }),
  // The signed parameters in another key order: the signature covers their canonical form, not the order sent.
  fc.record({ kind: fc.constant('reorder' as const) }),
  // Another counter with its key honestly derived: the key matches, the signed prefix only by chance.
  fc.record({ kind: fc.constant('otherCounter' as const), counter: fc.nat({ max: 40 }) }),
);

type Tampering = typeof tampering extends fc.Arbitrary<infer T> ? T : never;

async function tamper(token: Token, change: Tampering): Promise<{ token: Token; secret: string }> {
  const t = structuredClone(token);
  const p = t.challenge.parameters as unknown as Record<string, unknown> & { nonce: string; salt: string; cost: number; expiresAt: number };
  switch (change.kind) {
    case 'none':
      break;
    case 'signature':
      t.challenge.signature = flipHex(t.challenge.signature ?? '', change.at, change.to);
      break;
    case 'derivedKey':
      t.solution.derivedKey = flipHex(t.solution.derivedKey, change.at, change.to);
      break;
    case 'counter':
      t.solution.counter = Math.max(0, t.solution.counter + change.delta);
      break;
    case 'nonce':
      p.nonce = flipHex(p.nonce, change.at, change.to);
      break;
    case 'salt':
      p.salt = flipHex(p.salt, change.at, change.to);
      break;
    case 'cost':
      p.cost += change.delta;
      break;
    case 'keyPrefix':
      p.keyPrefix = change.to;
      break;
    case 'expiresAt':
      p.expiresAt += change.delta;
      break;
    case 'shortKey':
      t.solution.derivedKey = t.solution.derivedKey.slice(0, -1);
      break;
    case 'extraParameter':
      p.data = change.value;
      break;
    case 'wrongSecret':
      return { token: t, secret: OTHER_SECRET };
    case 'reorder':
      t.challenge.parameters = Object.fromEntries(Object.entries(p).reverse()) as unknown as Challenge['parameters'];
      break;
    case 'otherCounter': {
      const password = Buffer.alloc(20);
      Buffer.from(p.nonce, 'hex').copy(password, 0);
      password.writeUInt32BE(change.counter, 16);
      const { derivedKey } = await deriveKey(t.challenge.parameters, Buffer.from(p.salt, 'hex'), password);
      t.solution = { counter: change.counter, derivedKey: Buffer.from(derivedKey).toString('hex') };
      break;
    }
  }
  return { token: t, secret: SECRET };
}

describe('verifySolution (Node HMAC) gives altcha-lib verifySolution’s verdict', () => {
  it('a solved challenge is verified, one with a wrong key or from another secret is not', async () => {
    const token = await solved('00');
    await expect(ours(token, SECRET)).resolves.toBe('verified');
    await expect(ours((await tamper(token, { kind: 'derivedKey', at: 0, to: token.solution.derivedKey[0] === 'f' ? 'e' : 'f' })).token, SECRET)).resolves.toBe('invalid');
    await expect(ours(token, OTHER_SECRET)).resolves.toBe('invalid');
  });

  it('an expired challenge is expired before its signature is read', async () => {
    const token = await solved('0', Math.floor(NOW / 1000) - 1);
    await expect(ours(token, OTHER_SECRET)).resolves.toBe('expired');
    await expect(libraryVerdict(token, OTHER_SECRET)).resolves.toBe('expired');
  });

  it('for any tampering of a solved token, both verdicts agree', async () => {
    // Solved once per prefix length: odd and even prefixes take different comparison paths in the library.
    const tokens = [await solved('0'), await solved('00'), await solved('a')];
    const verdicts = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: tokens.length - 1 }), tampering, async (which, change) => {
        const { token, secret } = await tamper(tokens[which]!, change);
        const expected = await libraryVerdict(token, secret);
        verdicts.add(expected);
        expect(await ours(token, secret)).toBe(expected);
      }),
      { numRuns: 400 },
    );
    // The property saw every verdict, so agreement was tested on each.
    expect([...verdicts].sort()).toEqual(['expired', 'invalid', 'verified']);
  });
});
