import { describe, expect, it, vi } from 'vitest';
import { createTurnstileBotCheck, TURNSTILE_SITEVERIFY_URL, TURNSTILE_TEST_KEYS } from '@/services/bot-check/turnstile';

/**
 * A stand-in for siteverify behaving as Cloudflare documents its test secrets: 1x… always passes,
 * 2x… always fails (invalid-input-response), 3x… answers "already spent"; a production secret
 * refuses the dummy token.
 */
function fakeSiteverify() {
  const seen: URLSearchParams[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    expect(url).toBe(TURNSTILE_SITEVERIFY_URL);
    const form = new URLSearchParams(init.body as string);
    seen.push(form);
    const secret = form.get('secret');
    const answer =
      secret === TURNSTILE_TEST_KEYS.passSecret
        ? { success: true, 'error-codes': [], hostname: 'example.com' }
        : secret === TURNSTILE_TEST_KEYS.failSecret
          ? { success: false, 'error-codes': ['invalid-input-response'] }
          : secret === TURNSTILE_TEST_KEYS.spentSecret
            ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
            : form.get('response') === TURNSTILE_TEST_KEYS.dummyToken
              ? { success: false, 'error-codes': ['invalid-input-response'] }
              : { success: false, 'error-codes': ['invalid-input-secret'] };
    return Promise.resolve(Response.json(answer));
  });
  return { fetch, seen };
}

const now = 0;

describe('Turnstile verification', () => {
  it('the always-pass test secret accepts the dummy token, sending secret, token and remote IP', async () => {
    const { fetch, seen } = fakeSiteverify();
    const check = createTurnstileBotCheck({ secret: TURNSTILE_TEST_KEYS.passSecret, fetch });
    expect(await check.verify(TURNSTILE_TEST_KEYS.dummyToken, { remoteIp: '203.0.113.7', now })).toEqual({ success: true });
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      secret: TURNSTILE_TEST_KEYS.passSecret,
      response: TURNSTILE_TEST_KEYS.dummyToken,
      remoteip: '203.0.113.7',
    });
  });

  it('the always-fail test secret refuses with invalid-input-response', async () => {
    const check = createTurnstileBotCheck({ secret: TURNSTILE_TEST_KEYS.failSecret, fetch: fakeSiteverify().fetch });
    expect(await check.verify(TURNSTILE_TEST_KEYS.dummyToken, { now })).toEqual({ success: false, errorCodes: ['invalid-input-response'] });
  });

  it('the spent-token test secret refuses with timeout-or-duplicate', async () => {
    const check = createTurnstileBotCheck({ secret: TURNSTILE_TEST_KEYS.spentSecret, fetch: fakeSiteverify().fetch });
    expect(await check.verify(TURNSTILE_TEST_KEYS.dummyToken, { now })).toEqual({ success: false, errorCodes: ['timeout-or-duplicate'] });
  });

  it('a production secret refuses the dummy token', async () => {
    const check = createTurnstileBotCheck({ secret: '0x4AAAAAAAproductionSecret', fetch: fakeSiteverify().fetch });
    expect(await check.verify(TURNSTILE_TEST_KEYS.dummyToken, { now })).toEqual({ success: false, errorCodes: ['invalid-input-response'] });
  });

  it('an empty or over-long token is refused without calling siteverify', async () => {
    const { fetch } = fakeSiteverify();
    const check = createTurnstileBotCheck({ secret: TURNSTILE_TEST_KEYS.passSecret, fetch });
    expect(await check.verify('', { now })).toEqual({ success: false, errorCodes: ['missing-input-response'] });
    expect(await check.verify('x'.repeat(2049), { now })).toEqual({ success: false, errorCodes: ['invalid-input-response'] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an unknown client address is not sent as remoteip', async () => {
    const { fetch, seen } = fakeSiteverify();
    await createTurnstileBotCheck({ secret: TURNSTILE_TEST_KEYS.passSecret, fetch }).verify('tok', { remoteIp: 'unknown', now });
    expect(seen[0]?.has('remoteip')).toBe(false);
  });

  it('an unreachable or garbled siteverify is logged and answers internal-error', async () => {
    const logError = vi.fn();
    const down = createTurnstileBotCheck({ secret: 's', fetch: () => Promise.reject(new TypeError('fetch failed')), logError });
    expect(await down.verify('tok', { now })).toEqual({ success: false, errorCodes: ['internal-error'] });
    const garbled = createTurnstileBotCheck({ secret: 's', fetch: () => Promise.resolve(new Response('<html>', { status: 502 })), logError });
    expect(await garbled.verify('tok', { now })).toEqual({ success: false, errorCodes: ['internal-error'] });
    const odd = createTurnstileBotCheck({ secret: 's', fetch: () => Promise.resolve(Response.json({ ok: 1 })), logError });
    expect(await odd.verify('tok', { now })).toEqual({ success: false, errorCodes: ['internal-error'] });
    expect(logError).toHaveBeenCalledTimes(3);
  });
});
