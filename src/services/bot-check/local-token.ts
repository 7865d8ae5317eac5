import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed strings of the local challenge (HMAC-SHA256, base64url):
 * - puzzle `lp1.<nonce>.<issuedAt>.<bits>.<sig>`: a proof-of-work task, stateless;
 * - token `lc1.<id>.<expiresAt>.<sig>`: what a form sends as `turnstileToken`.
 * Times are unix seconds. Each kind signs under its own label, so a puzzle can never pass as a
 * token (or the reverse) even though both come from one secret.
 */

const ID = '[A-Za-z0-9_-]{22}'; // 16 random bytes
const SIG = '[A-Za-z0-9_-]{43}'; // 32-byte HMAC
const TOKEN = new RegExp(`^lc1\\.(${ID})\\.(\\d{1,12})\\.(${SIG})$`);
const PUZZLE = new RegExp(`^lp1\\.(${ID})\\.(\\d{1,12})\\.(\\d{1,2})\\.(${SIG})$`);

/** Longest token or puzzle string worth parsing; anything longer is refused unread. */
export const MAX_SIGNED_LENGTH = 128;

export type LocalToken = { readonly id: string; readonly expiresAt: number };
export type Puzzle = { readonly nonce: string; readonly issuedAt: number; readonly bits: number };

function sign(secret: string, label: string, payload: string): string {
  return createHmac('sha256', secret).update(`${label}|${payload}`).digest('base64url');
}

function signatureMatches(secret: string, label: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, label, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Signs a token. The benchmark uses this with the server's LOCAL_CHALLENGE_SECRET to make valid
 * tokens without solving puzzles.
 *
 * @example
 * signLocalToken(secret, { id: 'AAAAAAAAAAAAAAAAAAAAAA', expiresAt: 1_900_000_000 }); // 'lc1.AAAA….1900000000.…'
 */
export function signLocalToken(secret: string, token: LocalToken): string {
  const payload = `lc1.${token.id}.${token.expiresAt}`;
  return `${payload}.${sign(secret, 'token', payload)}`;
}

/** The token's fields when its signature holds; null when malformed or forged. */
export function readLocalToken(secret: string, token: string): LocalToken | null {
  if (token.length > MAX_SIGNED_LENGTH) return null;
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const payload = `lc1.${match[1]}.${match[2]}`;
  if (!signatureMatches(secret, 'token', payload, match[3])) return null;
  return { id: match[1], expiresAt: Number(match[2]) };
}

export function signPuzzle(secret: string, puzzle: Puzzle): string {
  const payload = `lp1.${puzzle.nonce}.${puzzle.issuedAt}.${puzzle.bits}`;
  return `${payload}.${sign(secret, 'puzzle', payload)}`;
}

/** The puzzle's fields when its signature holds; null when malformed or forged. */
export function readPuzzle(secret: string, puzzle: string): Puzzle | null {
  if (puzzle.length > MAX_SIGNED_LENGTH) return null;
  const match = PUZZLE.exec(puzzle);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  const payload = `lp1.${match[1]}.${match[2]}.${match[3]}`;
  if (!signatureMatches(secret, 'puzzle', payload, match[4])) return null;
  return { nonce: match[1], issuedAt: Number(match[2]), bits: Number(match[3]) };
}
