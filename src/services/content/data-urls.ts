/**
 * Data URLs configured in content (`data.httpRequests`, spec §7 "GET of data URLs"), fetched on the
 * server before render. Only the site's own trusted origin (src/services/http/request-origin.ts) and hosts
 * listed in CONTENT_DATA_ALLOWED_HOSTS are fetched, with GET, a timeout, no redirects (a redirect is
 * a failure) and a streamed size cap (src/services/http/outbound.ts): content editors are trusted with copy,
 * not with making the server call arbitrary hosts. A failure empties that one key (null), is logged,
 * and never takes the page down.
 *
 * The renderer must pass the result as the page state AND drop `httpRequests` from the content it
 * hands to @builder.io/react: the SDK re-fetches, from the browser and without any allowlist, every
 * key whose state value is falsy.
 */
import 'server-only';
import { outboundFetch, type OutboundFetch } from '@/services/http/outbound';
import type { ContentLogger } from './types';
import type { HttpRequestSpec } from '@/domain/content/page';

/** How long one data URL may take, headers and body together. Not a spec number: a page-render budget. */
const DATA_URL_TIMEOUT_MS = 3_000;
/** Largest body accepted; content data is small JSON, anything bigger is a misconfiguration. */
const DATA_URL_MAX_BYTES = 1_000_000;

/** Deeper JSON is refused: the page's state is serialized and shown by recursive code (JSON.stringify, React). */
const MAX_DATA_DEPTH = 100;

/** Whether a parsed JSON value nests deeper than `limit`, found without recursion (the value may be deeper than the stack). */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() ?? [undefined, 0];
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

type DataUrlFailureReason =
  | 'invalid-url'
  | 'template-url'
  | 'unsupported-method'
  | 'disallowed-host'
  | 'redirect'
  | 'timeout'
  | 'network'
  | 'http'
  | 'too-large'
  | 'not-json'
  | 'too-deep';

type DataUrlFailure = {
  readonly key: string;
  readonly reason: DataUrlFailureReason;
  /** The URL as configured. */
  readonly url: string;
  readonly status?: number | undefined;
};

export type DataUrlOptions = {
  /** The origin of the page being rendered, e.g. `https://brightbowl.com`; relative URLs resolve against it. */
  readonly origin: string;
  /** CONTENT_DATA_ALLOWED_HOSTS: `host` (any port) or `host:port` entries, lowercase. */
  readonly allowedHosts: readonly string[];
  readonly fetch?: OutboundFetch | undefined;
  readonly timeoutMs?: number | undefined;
  readonly log?: ContentLogger | undefined;
};

export type DataUrlResult = {
  /** Every configured key: the parsed JSON, or null when that URL failed or was refused. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly failures: readonly DataUrlFailure[];
};

/** Whether a resolved URL may be fetched: same origin as the page, or an allowlisted host, over http(s). */
export function isAllowedDataUrl(url: URL, origin: string, allowedHosts: readonly string[]): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin === new URL(origin).origin) return true;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => (entry.includes(':') ? entry === host : entry === hostname));
}

type Planned = { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly reason: DataUrlFailureReason };

function plan(spec: HttpRequestSpec, options: DataUrlOptions): Planned {
  const raw = typeof spec === 'string' ? spec : spec.request.url;
  const method = typeof spec === 'string' ? 'GET' : (spec.request.method ?? 'GET').toUpperCase();
  if (method !== 'GET') return { ok: false, reason: 'unsupported-method' };
  // Builder evaluates {{ }} bindings against browser state; the server has none to evaluate safely.
  // (Two searches, not a backtracking pattern, whose time grows with the square of a run of `{`.)
  const opens = raw.indexOf('{{');
  if (opens >= 0 && raw.indexOf('}}', opens + 2) >= 0) return { ok: false, reason: 'template-url' };
  let url: URL;
  try {
    url = new URL(raw, options.origin);
  } catch {
    // An unparseable URL is an editor mistake, reported below as 'invalid-url'.
    return { ok: false, reason: 'invalid-url' };
  }
  if (!isAllowedDataUrl(url, options.origin, options.allowedHosts)) return { ok: false, reason: 'disallowed-host' };
  return { ok: true, url };
}

async function fetchOne(
  key: string,
  spec: HttpRequestSpec,
  options: DataUrlOptions,
): Promise<{ readonly value: unknown } | { readonly failure: DataUrlFailure }> {
  const configured = typeof spec === 'string' ? spec : spec.request.url;
  const fail = (reason: DataUrlFailureReason, status?: number) => ({ failure: { key, reason, url: configured, status } });
  const planned = plan(spec, options);
  if (!planned.ok) return fail(planned.reason);

  const result = await outboundFetch(
    planned.url,
    { method: 'GET', headers: { accept: 'application/json' } },
    {
      allowedHosts: options.allowedHosts,
      allowedOrigins: [new URL(options.origin).origin],
      protocols: ['https:', 'http:'],
      timeoutMs: options.timeoutMs ?? DATA_URL_TIMEOUT_MS,
      maxBytes: DATA_URL_MAX_BYTES,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    },
  );
  if (!result.ok) return fail(result.reason === 'invalid-url' ? 'invalid-url' : result.reason, result.status);
  if (!result.answer.ok) return fail('http', result.answer.status);
  let value: unknown;
  try {
    value = JSON.parse(result.answer.text) as unknown;
  } catch {
    // A body that is not JSON is reported as 'not-json' (logged by the caller).
    return fail('not-json', result.answer.status);
  }
  // The result joins the page's state, which the page serializes and shows recursively: nesting
  // past any real API's would overflow the stack there, on every request, so it is left out here.
  return nestedDeeperThan(value, MAX_DATA_DEPTH) ? fail('too-deep', result.answer.status) : { value };
}

/**
 * Fetches every data URL of a page in parallel. Never rejects: each failure is logged and leaves its
 * key null. @example
 * await fetchDataUrls({ stores: '/api/stores' }, { origin: 'https://brightbowl.com', allowedHosts: [] })
 * // → { data: { stores: [...] }, failures: [] }
 */
export async function fetchDataUrls(
  httpRequests: Readonly<Record<string, HttpRequestSpec>> | undefined,
  options: DataUrlOptions,
): Promise<DataUrlResult> {
  const log = options.log ?? defaultLog;
  const entries = Object.entries(httpRequests ?? {});
  const results = await Promise.all(entries.map(async ([key, spec]) => [key, await fetchOne(key, spec, options)] as const));
  const failures: DataUrlFailure[] = [];
  for (const [, result] of results) {
    if (!('failure' in result)) continue;
    failures.push(result.failure);
    // The query string is left out of the log: an editor may have put a token there.
    log('Content data URL not loaded; its data stays empty', { ...result.failure, url: result.failure.url.split('?')[0] });
  }
  // fromEntries, not assignment: a key named __proto__ must stay a plain key.
  const data = Object.fromEntries(results.map(([key, result]) => [key, 'failure' in result ? null : result.value]));
  return { data, failures };
}

function defaultLog(message: string, details?: Readonly<Record<string, unknown>>): void {
  console.warn(`[content] ${message}`, details ?? {});
}
