/**
 * The browser side of the bot check (§1, §5): fetching the widget configuration, drawing the
 * self-hosted ALTCHA widget (the local challenge) and loading Cloudflare Turnstile's script. Nothing
 * here runs on page load; the form calls it when the visitor starts using it.
 */
import type { AltchaWidgetElement } from 'altcha';
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

let altchaScript: Promise<unknown> | undefined;

/**
 * Loads the ALTCHA widget's code once per page: a chunk of our own bundle (no CDN), fetched only
 * when a form is used. It defines `<altcha-widget>`; its proof of work runs in Web Workers it
 * starts from blob: URLs (the CSP's worker-src allows 'self' and blob:).
 */
function loadAltcha(): Promise<unknown> {
  altchaScript ??= import('altcha').catch((error: unknown) => {
    // Forget the failure so the next interaction may try again (a flaky network).
    altchaScript = undefined;
    throw error;
  });
  return altchaScript;
}

export type AltchaCallbacks = {
  /** The solved challenge: the single-use token a form sends (valid 300 s from its challenge). */
  readonly onToken: (token: string) => void;
  /** The challenge behind the last token expired; the widget asks again on the next `verify`. */
  readonly onExpire: () => void;
  readonly onFail: (error: unknown) => void;
};

export type AltchaHandle = {
  /** Fetches a new challenge and solves it (again after a token was spent or expired). */
  readonly verify: () => void;
  readonly remove: () => void;
};

/** The payload a `verified` event carries. */
function payloadOf(event: Event): string | null {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null;
  return isRecord(detail) && typeof detail.payload === 'string' && detail.payload !== '' ? detail.payload : null;
}

/**
 * Draws the ALTCHA widget into `container` and starts its proof of work at once (the visitor is
 * already using the form; the widget's checkbox stays as the keyboard and screen-reader way to
 * retry). The widget fetches GET /api/challenge itself; its `verified` payload is the token.
 */
export async function mountAltcha(container: HTMLElement, callbacks: AltchaCallbacks): Promise<AltchaHandle> {
  await loadAltcha();
  const widget: AltchaWidgetElement = document.createElement('altcha-widget');
  widget.setAttribute('challenge', BOT_CHECK_ROUTES.challenge);
  widget.setAttribute('auto', 'off');
  widget.setAttribute('type', 'checkbox');
  // The token travels in the form's own request (header or JSON), never as a posted field.
  widget.setAttribute('name', 'bot-check');
  const onVerified = (event: Event) => {
    const token = payloadOf(event);
    if (token) callbacks.onToken(token);
    else callbacks.onFail(new Error('The ALTCHA widget verified without a payload'));
  };
  const onExpired = () => callbacks.onExpire();
  const onState = (event: Event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : null;
    if (isRecord(detail) && detail.state === 'error') callbacks.onFail(new Error('The ALTCHA widget could not fetch or solve its challenge'));
  };
  const loaded = new Promise<void>((resolve) => widget.addEventListener('load', () => resolve(), { once: true }));
  widget.addEventListener('verified', onVerified);
  widget.addEventListener('expired', onExpired);
  widget.addEventListener('statechange', onState);
  container.append(widget);
  await loaded;
  await widget.configure({ hideFooter: true, hideLogo: true, minDuration: 0 });
  const verify = () => {
    widget.verify().catch((error: unknown) => callbacks.onFail(error));
  };
  verify();
  return {
    verify,
    remove: () => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('expired', onExpired);
      widget.removeEventListener('statechange', onState);
      widget.remove();
    },
  };
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
