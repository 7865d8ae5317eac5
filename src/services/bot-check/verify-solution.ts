import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';

/** The proof-of-work hash of the local challenge; the signature is HMAC-SHA-256 whatever it is. */
export const SOLUTION_ALGORITHM = 'SHA-256';

/**
 * The shape of a solved challenge, as the widget sends it: base64 of
 * `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }`. Unknown keys
 * stay, because the signature covers the parameters exactly as they were issued.
 */
export const solvedChallengeSchema = z.looseObject({
  challenge: z.looseObject({
    parameters: z.looseObject({
      algorithm: z.literal(SOLUTION_ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{32}$/),
      salt: z.string().regex(/^[0-9a-f]{32}$/),
      cost: z.number().int().positive().max(1_000),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().regex(/^[0-9a-f]{1,16}$/),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.looseObject({ counter: z.number().int().min(0), derivedKey: z.string().regex(/^[0-9a-f]{2,128}$/) }),
});

export type SolvedChallenge = z.infer<typeof solvedChallengeSchema>;

export type SolutionVerdict = 'verified' | 'expired' | 'invalid';

/** The counter is written into the password as a big-endian uint32, so it must be one. */
const MAX_COUNTER = 0xffffffff;
const HEX_BYTES = /^(?:[0-9a-f]{2})+$/;

/**
 * altcha-lib's canonical JSON: keys sorted at every object level, undefined values dropped,
 * arrays kept as they are (their elements are not re-sorted). The signature covers this text.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => [k, sortKeys(v)] as const);
  return Object.fromEntries(entries);
}

/** Equal strings of equal length, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The verdict altcha-lib's `verifySolution` gives a solved challenge, computed with Node's own
 * HMAC. altcha-lib signs through WebCrypto, importing the key on every call: about 95 µs of a
 * signup's budget, where `createHmac` takes 3. The steps are the library's, in its order: the
 * expiry (against `nowMs`), the HMAC-SHA-256 signature over the canonical JSON of the parameters,
 * then the key derived again from salt, nonce and counter, which must equal the submitted key and
 * start with the signed prefix. `payload` must have passed `solvedChallengeSchema`. A test holds
 * this to the library's verdict on valid, forged and wrongly solved tokens.
 */
export async function verifySolution(payload: SolvedChallenge, hmacSecret: string, nowMs: number): Promise<SolutionVerdict> {
  const { parameters, signature } = payload.challenge;
  if (parameters.expiresAt < nowMs / 1000) return 'expired';
  const expected = createHmac('sha256', hmacSecret).update(canonicalJson(parameters)).digest('hex');
  if (!sameText(signature, expected)) return 'invalid';

  const { counter, derivedKey: submitted } = payload.solution;
  if (!HEX_BYTES.test(submitted) || !Number.isInteger(counter) || counter < 0 || counter > MAX_COUNTER) return 'invalid';
  const nonce = Buffer.from(parameters.nonce, 'hex');
  const password = Buffer.alloc(nonce.length + 4);
  nonce.copy(password, 0);
  password.writeUInt32BE(counter, nonce.length);
  const { derivedKey } = await deriveKey(parameters, Buffer.from(parameters.salt, 'hex'), password);
  const derivedHex = Buffer.from(derivedKey).toString('hex');
  return sameText(derivedHex, submitted) && derivedHex.startsWith(parameters.keyPrefix.toLowerCase()) ? 'verified' : 'invalid';
}
