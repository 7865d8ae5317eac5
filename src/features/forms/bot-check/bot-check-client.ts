/**
 * The browser side of the bot check (§1, §5): fetching the widget configuration, earning a local
 * challenge token, and loading Cloudflare Turnstile's script. Nothing here runs on page load; the
 * form calls it when the visitor starts using it.
 */
import { solvePuzzle } from '@/services/bot-check/proof-of-work';
import type { BotCheckPublicConfig } from '@/services/bot-check/types';

const BOT_CHECK_ROUTES = {
  config: '/api/bot-check',
  challenge: '/api/challenge',
} as const;

const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type FetchLike = typeof fetch;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error(`${what} answered something other than a JSON object`);
  return body;
}

/** GET /api/bot-check: which widget to run. */
export async function fetchBotCheckConfig(fetchImpl: FetchLike = fetch, signal?: AbortSignal): Promise<BotCheckPublicConfig> {
  const body = await readJson(await fetchImpl(BOT_CHECK_ROUTES.config, { signal: signal ?? null }), 'GET /api/bot-check');
  if (body.kind === 'turnstile' && typeof body.siteKey === 'string' && body.siteKey !== '') return { kind: 'turnstile', siteKey: body.siteKey };
  if (body.kind === 'local') return { kind: 'local' };
  throw new Error('GET /api/bot-check answered an unknown widget kind');
}

export type EarnedToken = { readonly token: string; readonly expiresInSeconds: number };

/**
 * The local challenge: GET a proof-of-work puzzle, solve it with Web Crypto, POST the solution and
 * receive a signed single-use token (valid 300 s).
 */
export async function earnLocalToken(fetchImpl: FetchLike = fetch, signal?: AbortSignal): Promise<EarnedToken> {
  const offer = await readJson(await fetchImpl(BOT_CHECK_ROUTES.challenge, { signal: signal ?? null }), 'GET /api/challenge');
  const { puzzle, difficulty } = offer;
  if (typeof puzzle !== 'string' || typeof difficulty !== 'number') throw new Error('GET /api/challenge answered no puzzle');
  const solution = await solvePuzzle(puzzle, difficulty, signal ? { signal } : {});
  const redeemed = await readJson(
    await fetchImpl(BOT_CHECK_ROUTES.challenge, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ puzzle, solution }),
      signal: signal ?? null,
    }),
    'POST /api/challenge',
  );
  if (typeof redeemed.token !== 'string' || typeof redeemed.expiresInSeconds !== 'number') {
    throw new Error('POST /api/challenge answered no token');
  }
  return { token: redeemed.token, expiresInSeconds: redeemed.expiresInSeconds };
}

/** The slice of Turnstile's browser API the widget uses. */
export type TurnstileApi = {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let turnstileScript: Promise<TurnstileApi> | undefined;

/**
 * Loads Turnstile's script once per page. A script inserted by our own (nonce'd) code is allowed by
 * the CSP's 'strict-dynamic'; the proxy adds Cloudflare to frame-src only when Turnstile is configured.
 */
export function loadTurnstile(doc: Document = document): Promise<TurnstileApi> {
  if (doc.defaultView?.turnstile) return Promise.resolve(doc.defaultView.turnstile);
  turnstileScript ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = doc.defaultView?.turnstile;
      if (api) resolve(api);
      else reject(new Error('The Turnstile script loaded without window.turnstile'));
    };
    script.onerror = () => reject(new Error('The Turnstile script failed to load'));
    doc.head.append(script);
  }).catch((error: unknown) => {
    // Forget the failure so the next interaction may try again (a flaky network, a blocker turned off).
    turnstileScript = undefined;
    throw error;
  });
  return turnstileScript;
}
