/**
 * The Content-Security-Policy of every response. Pages are rendered per request (the A/B and
 * personalization variants are chosen on the server from cookies), so scripts are allowed by a
 * per-request nonce: Next.js reads it from the request's CSP header and puts it on its own inline
 * hydration scripts and bundles. 'strict-dynamic' lets those nonce'd scripts load their chunks.
 */
export type CspOptions = {
  readonly nonce: string;
  /** Development needs 'unsafe-eval' (React rebuilds server error stacks with eval); production never. */
  readonly dev: boolean;
  /** Extra origins the browser may call (configured cloud services). */
  readonly connectSrc?: readonly string[];
  readonly scriptSrc?: readonly string[];
  readonly frameSrc?: readonly string[];
  readonly imgSrc?: readonly string[];
  readonly mediaSrc?: readonly string[];
  /** Who may frame the response: 'none' everywhere except the embeddable locator frame. */
  readonly frameAncestors?: 'none' | 'self';
  /** Origins that may frame any page besides that (the page builder's editor, when configured). */
  readonly frameAncestorsExtra?: readonly string[];
};

export function buildCsp(o: CspOptions): string {
  const list = (extra: readonly string[] | undefined) => (extra && extra.length > 0 ? ` ${extra.join(' ')}` : '');
  const directives = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${o.nonce}' 'strict-dynamic'${o.dev ? " 'unsafe-eval'" : ''}${list(o.scriptSrc)}`,
    // Inline style attributes come from framer-motion and the Builder SDK; a nonce cannot cover attributes.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' blob: data:${list(o.imgSrc)}`,
    `font-src 'self'`,
    `media-src 'self' blob:${list(o.mediaSrc)}`,
    `connect-src 'self'${o.dev ? ' ws:' : ''}${list(o.connectSrc)}`,
    `frame-src 'self'${list(o.frameSrc)}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${frameAncestorSources(o)}`,
  ];
  return directives.join('; ');
}

function frameAncestorSources(o: CspOptions): string {
  const sources = [...(o.frameAncestors === 'self' ? ["'self'"] : []), ...(o.frameAncestorsExtra ?? [])];
  return sources.length > 0 ? sources.join(' ') : "'none'";
}

/** Internal paths (after the proxy's rewrite) that same-origin pages may frame: the store-locator frame. */
const FRAMEABLE_PATH = /^\/(main|vet)\/[a-z-]+\/where-to-buy\/embed\/?$/;

/**
 * Who may frame the page at this internal path: 'self' for the store-locator frame the locator
 * modal embeds (§2), 'none' everywhere else (clickjacking).
 *
 * @example frameAncestorsFor('/main/en-gb/where-to-buy/embed'); // 'self'
 * @example frameAncestorsFor('/main/en-gb/where-to-buy'); // 'none'
 */
export function frameAncestorsFor(internalPath: string | null): 'none' | 'self' {
  return internalPath !== null && FRAMEABLE_PATH.test(internalPath) ? 'self' : 'none';
}

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The origins the algoliasearch client calls for an application id (its default hosts: the DSN
 * read host, the main host, and the three fallbacks it retries on), for connect-src when Algolia
 * is configured. An id that is not plain letters and digits adds nothing (it would not be an id).
 * @example algoliaConnectSources('APP1') // ['https://app1-dsn.algolia.net', 'https://app1.algolia.net', 'https://app1-1.algolianet.com', …]
 */
export function algoliaConnectSources(appId: string | undefined): string[] {
  if (appId === undefined || !/^[A-Za-z0-9]{1,64}$/.test(appId)) return [];
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, `https://${id}.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}
