/**
 * The security headers every answer of the server carries, whoever writes it: next.config.ts sets
 * them on Next's routes, the front door (src/server/security/front-door.ts) on its own answers and
 * on any answer that leaves without them (Next's internal redirects, which `headers()` does not
 * reach), and front-door-gate.cjs on its 503. The gate is plain JavaScript preloaded before
 * anything is compiled and is copied alone beside a standalone build, so it holds a copy of these
 * values; tests/unit/server/security/edge-headers.test.ts checks the copy is equal.
 */

/**
 * Headers that do not depend on the answer. Lower-case names: Node compares them that way.
 * Geolocation is allowed to the site's own origin (and so its same-origin locator frame): the
 * store locator's "Use my location" asks for it; every other powerful feature stays off.
 */
export const EDGE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** The CSP of an answer that is not a document (JSON, a redirect, an empty answer): nothing loads from it or frames it. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The CSP of files and of an HTML answer that has no page CSP of its own (Next's 404 page on a file
 * path): the site's styles and images may load, scripts may not, nothing frames it.
 */
export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'";

/**
 * The CSP of the image optimizer's answers (/_next/image): a file's, sandboxed, so an image opened
 * on its own runs nothing (Next's default, `script-src 'none'; frame-src 'none'; sandbox;`, left
 * it frameable by any site).
 */
export const IMAGE_CSP = `${FILE_CSP}; sandbox`;
