import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/reviews/route';
import { GET as RATINGS } from '@/app/api/reviews/ratings/route';
import { env } from '@/config/env';
import type * as EnvModule from '@/config/env';
import { REVIEW_MESSAGES } from '@/domain/reviews/submission';
import { solvedLocalToken } from '@/services/bot-check/local';
import { localReviews } from '@/services/reviews';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { tempDataDir } = await import('../services/store/temp-data-dir');
  const parsed = actual.parseEnv({
    DATA_DIR: tempDataDir('api-reviews').dir,
    SIGNUP_RATE_LIMIT_PER_MINUTE: '100000',
    LOCAL_CHALLENGE_SECRET: 'reviews-test-secret-0123456789abcdefghij',
  });
  return { ...actual, env: () => parsed };
});

afterAll(() => fs.rmSync(env().DATA_DIR, { recursive: true, force: true }));

/** A real solved ALTCHA challenge, signed with the server's key. */
const freshToken = () => solvedLocalToken(env().LOCAL_CHALLENGE_SECRET ?? '', Date.now());

const review = {
  productId: 'BBL-20010',
  rating: 4,
  title: 'Settled tummy',
  text: 'Our spaniel used to turn his nose up at everything; he now finishes every bowl and asks for more.',
  nickname: 'Alex',
  petName: 'Rufus',
  petType: 'dog',
  email: 'alex@example.com',
  consent: true,
};

/** `token` undefined: a fresh valid one; null: none at all. */
const post = async (body: unknown, token?: string | null, locale = 'en-gb') => {
  const sent = token === undefined ? await freshToken() : token;
  return POST(
    new Request(`http://localhost:3000/api/reviews?locale=${locale}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(sent ? { 'x-bot-check-token': sent } : {}) },
    }),
  );
};

describe('POST /api/reviews', () => {
  it('a valid review with a passing bot check is on disk as pending when the answer is 200', async () => {
    const response = await post(review);
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { id: string; status: string } };
    expect(results.status).toBe('pending');
    const row = localReviews().list().find((r) => String(r.id) === results.id);
    expect(row).toMatchObject({ productId: 'BBL-20010', rating: 4, nickname: 'Alex', email: 'alex@example.com', locale: 'en-gb', status: 'pending' });
  });

  it('a burst of 22 identical reviews (same email, same product) stores one; the others answer 409 with the message', async () => {
    const burst = { ...review, productId: 'BBL-20010', email: 'burst@example.com' };
    const answers = await Promise.all(Array.from({ length: 22 }, () => post(burst)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(21).fill(409)]);
    const refused = answers.find((a) => a.status === 409);
    expect(await refused?.json()).toEqual({ error: REVIEW_MESSAGES.alreadyReviewed, field: 'email' });
    expect(localReviews().list().filter((r) => r.email === 'burst@example.com')).toHaveLength(1);
    // The same address in other letter cases is the same address.
    expect((await post({ ...burst, email: 'BURST@example.com' })).status).toBe(409);
  });

  it('a bad field answers 400 with the form message and the field it belongs under', async () => {
    const response = await post({ ...review, text: 'Too short.' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: REVIEW_MESSAGES.textTooShort, field: 'text' });
  });

  it('a product the catalog does not sell is refused under the product field', async () => {
    const response = await post({ ...review, productId: 'BBL-99999' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: REVIEW_MESSAGES.unknownProduct, field: 'productId' });
  });

  it('a review without a bot-check token, or with a forged one, is refused with 403 and not stored', async () => {
    const before = localReviews().list().length;
    expect((await post(review, null)).status).toBe(403);
    expect((await post(review, 'XXXX.DUMMY.TOKEN.XXXX')).status).toBe(403);
    expect(localReviews().list()).toHaveLength(before);
  });

  it('control characters (NUL, DEL, C1) and bidi embeddings, overrides and isolates are refused with 400 naming the field; line breaks in the review are kept', async () => {
    const hidden = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    const fields = [
      ['title', REVIEW_MESSAGES.titleHiddenCharacters],
      ['text', REVIEW_MESSAGES.textHiddenCharacters],
      ['nickname', REVIEW_MESSAGES.nicknameHiddenCharacters],
      ['petName', REVIEW_MESSAGES.petNameHiddenCharacters],
    ] as const;
    for (const [field, message] of fields) {
      for (const char of hidden) {
        const response = await post({ ...review, email: 'hidden@example.com', [field]: `${review[field]}${char}and more` });
        expect(response.status, `${field} with U+${char.codePointAt(0)?.toString(16)}`).toBe(400);
        expect(await response.json()).toEqual({ error: message, field });
      }
    }
    expect(localReviews().list().filter((r) => r.email === 'hidden@example.com')).toEqual([]);
    expect((await post({ ...review, title: 'Tab\there' })).status).toBe(400);
    const multiline = await post({ ...review, email: 'lines@example.com', text: `${review.text}\r\nSecond paragraph,\tafter a tab.` });
    expect(multiline.status).toBe(200);
  });

  it('an unknown field is refused by name', async () => {
    const response = await post({ ...review, status: 'approved' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('"status"');
  });
});

describe('GET /api/reviews', () => {
  it('answers a sorted page of the product’s published reviews with their summary', async () => {
    const response = await GET(new Request('http://localhost:3000/api/reviews?product=BBL-20010&sort=lowest&page=1'));
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: { rating: number }[]; sort: string; summary: { count: number } };
    expect(page.sort).toBe('lowest');
    expect(page.items.map((r) => r.rating)).toEqual([...page.items.map((r) => r.rating)].sort((a, b) => a - b));
    expect(page.summary.count).toBeGreaterThan(0);
  });

  it('a missing product answers 400', async () => {
    expect((await GET(new Request('http://localhost:3000/api/reviews'))).status).toBe(400);
  });
});

describe('GET /api/reviews/ratings', () => {
  it('answers the same star summary a product card on the server gets, for each id with reviews, in one request', async () => {
    const response = await RATINGS(new Request('http://localhost:3000/api/reviews/ratings?ids=BBL-20010,BBL-10100,no-such-id'));
    expect(response.status).toBe(200);
    const { ratings } = (await response.json()) as { ratings: Record<string, unknown> };
    const expected = await localReviews().ratingSummary('BBL-20010');
    expect(expected).not.toBeNull();
    expect(ratings).toEqual({ 'BBL-20010': expected });
  });

  it('no ids, an empty id or more than one search page of ids answers 400 with the limit', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => `BBL-${i}`).join(',');
    for (const query of ['', '?ids=', '?ids=BBL-1,,BBL-2', `?ids=${tooMany}`]) {
      const response = await RATINGS(new Request(`http://localhost:3000/api/reviews/ratings${query}`));
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: 'Name 1 to 100 products, separated by commas, with ?ids=.' });
    }
  });
});
