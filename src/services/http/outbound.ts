/**
 * Every request the server makes on content's or configuration's behalf (content data URLs, form
 * actions, Builder's form-submit, the review service) goes through `outboundFetch`: the host is
 * checked against an allowlist, redirects are never followed (a redirect is a failure: following it
 * could leave the allowlist, and checking each hop by hand is exactly what `redirect: 'manual'`
 * makes unnecessary), the whole exchange has a deadline, and the body is read as a stream that is
 * cut off at a size cap, whatever Content-Length claims.
 */
import { readStreamBytes } from './read-stream';

type OutboundFailureReason = 'invalid-url' | 'disallowed-host' | 'redirect' | 'timeout' | 'network' | 'too-large';

export type OutboundAnswer = {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  readonly text: string;
};

export type OutboundResult =
  | { readonly ok: true; readonly answer: OutboundAnswer }
  | { readonly ok: false; readonly reason: OutboundFailureReason; readonly message: string; readonly status?: number };

export type OutboundFetch = (input: string, init: RequestInit) => Promise<Response>;

export type OutboundOptions = {
  /** Hosts that may be called: `host` (any port) or `host:port`, compared lowercased. */
  readonly allowedHosts: readonly string[];
  /** Origins that may be called besides the hosts (the site's own origin, for relative data URLs). */
  readonly allowedOrigins?: readonly string[];
  /** Schemes allowed; https only unless the caller widens it (same-origin data URLs may be http locally). */
  readonly protocols?: readonly ('https:' | 'http:')[];
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly fetch?: OutboundFetch;
};

/** Whether a URL is on an allowlist of `host` / `host:port` entries or origins. */
function isAllowedOutbound(url: URL, allowedHosts: readonly string[], allowedOrigins: readonly string[] = []): boolean {
  if (url.username !== '' || url.password !== '') return false;
  if (allowedOrigins.some((origin) => origin === url.origin)) return true;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((raw) => {
    const entry = raw.toLowerCase();
    return entry.includes(':') ? entry === host : entry === hostname;
  });
}

/** The answer's text, or null past `maxBytes`; throws when the answer breaks off (the caller reports it). */
async function readCapped(response: Response, maxBytes: number, timeoutMs: number): Promise<string | null> {
  const declared = response.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (response.body === null) return '';
  // The stall limit is the whole exchange's deadline: the request's abort signal ends it first.
  const read = await readStreamBytes(response.body, maxBytes, timeoutMs);
  if (read.ok) return Buffer.from(read.bytes).toString('utf8');
  if (read.status === 413) return null;
  throw new Error(read.status === 408 ? 'the answer stalled' : 'the answer broke off');
}

/**
 * One outbound request under the rules above. Never throws: every failure is a reason and a
 * sentence fit for a log line (no query string: it may hold a key).
 *
 * @example
 * const result = await outboundFetch('https://api.example.com/x', { method: 'GET' }, { allowedHosts: ['api.example.com'], timeoutMs: 3000, maxBytes: 1e6 });
 * if (result.ok) JSON.parse(result.answer.text);
 */
export async function outboundFetch(input: string | URL, init: RequestInit, options: OutboundOptions): Promise<OutboundResult> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, reason: 'invalid-url', message: 'The URL is not an absolute URL' };
  }
  const where = url.origin;
  const protocols = options.protocols ?? ['https:'];
  if (!(protocols as readonly string[]).includes(url.protocol)) {
    return { ok: false, reason: 'disallowed-host', message: `${where} must use ${protocols.join(' or ')}` };
  }
  if (!isAllowedOutbound(url, options.allowedHosts, options.allowedOrigins)) {
    return { ok: false, reason: 'disallowed-host', message: `${url.host} is not on the allowed list` };
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url.href, { ...init, redirect: 'manual', signal });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      let target = 'elsewhere';
      try {
        target = new URL(response.headers.get('location') ?? '', url).host || target;
      } catch {
        // An unparseable Location names nowhere in particular; the redirect is refused all the same.
      }
      return {
        ok: false,
        reason: 'redirect',
        status: response.status,
        message: `${where} answered ${response.status}, a redirect to ${target}; redirects are not followed`,
      };
    }
    const text = await readCapped(response, options.maxBytes, options.timeoutMs);
    if (text === null) {
      return { ok: false, reason: 'too-large', status: response.status, message: `${where} answered more than ${options.maxBytes} bytes` };
    }
    return { ok: true, answer: { status: response.status, ok: response.ok, headers: response.headers, text } };
  } catch (error) {
    const timedOut = signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
    if (timedOut) return { ok: false, reason: 'timeout', message: `${where} did not answer within ${options.timeoutMs} ms` };
    return { ok: false, reason: 'network', message: `${where} could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
}
