'use strict';
/**
 * Preloaded into the server process (`node --require ./front-door-gate.cjs …/next start`, as
 * `npm run serve`, `npm start`, the Playwright server and the scripts do) so the front door
 * (src/server/security/front-door.ts) is in force from the first byte.
 *
 * Next opens its port before it runs src/instrumentation.ts, which installs the front door; a
 * request that arrived in between (about 0.3 s after every start) reached Next unscreened, with
 * whatever x-brightbowl-* headers the visitor wrote. This gate holds every request that arrives
 * before the front door is installed, and hands it to the front door the moment it is: nothing is
 * answered by Next before it has been screened and stamped. The gate holds no logic of its own, so
 * it is plain JavaScript Node can preload before anything is compiled.
 *
 * If the front door never arrives (an instrumentation that failed), held and later requests are
 * answered 503 rather than passed on unscreened.
 */
const http = require('node:http');

/** How long a request may wait for the front door before it is answered 503. */
const HOLD_LIMIT_MS = 20_000;
/** Most requests held at once; a flood at start gets 503 rather than memory. */
const HOLD_MOST = 1_000;
const GATE = Symbol.for('brightbowl.front-door.gate');
/**
 * The edge security headers and non-document CSP of src/server/security/edge-headers.ts, copied:
 * this file runs before anything is compiled and is deployed alone beside a standalone build.
 * tests/unit/server/security/edge-headers.test.ts fails when the copy and the original differ.
 */
const EDGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const prototype = http.Server.prototype;
const emit = prototype.emit;
/** @type {{ server: import('node:http').Server, request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse }[]} */
const held = [];
let open = false;
let failed = false;
/** @type {NodeJS.Timeout | undefined} */
let timer;

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function unavailable(request, response) {
  const body = JSON.stringify({ error: 'The server is starting. Try again shortly.' });
  response.writeHead(503, {
    ...EDGE_HEADERS,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'retry-after': '5',
    connection: 'close',
  });
  response.end(body);
  request.resume();
}

function giveUp() {
  failed = true;
  console.error(`[front-door] not installed ${HOLD_LIMIT_MS / 1000} s after start: requests are answered 503 until it is`);
  for (const { request, response } of held.splice(0)) unavailable(request, response);
}

if (!(/** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[GATE])) {
  prototype.emit = function gatedEmit(/** @type {string | symbol} */ event, /** @type {unknown[]} */ ...args) {
    if (event === 'request' && !open) {
      const [request, response] = /** @type {[import('node:http').IncomingMessage, import('node:http').ServerResponse]} */ (args);
      if (failed || held.length >= HOLD_MOST) {
        unavailable(request, response);
        return true;
      }
      held.push({ server: /** @type {import('node:http').Server} */ (this), request, response });
      timer ??= setTimeout(giveUp, HOLD_LIMIT_MS).unref();
      return true;
    }
    return emit.call(this, event, ...args);
  };
  /** Called once the front door wraps `emit`: every held request goes through it, in arrival order. */
  const gate = {
    open() {
      if (open) return;
      open = true;
      if (timer) clearTimeout(timer);
      for (const { server, request, response } of held.splice(0)) server.emit('request', request, response);
    },
  };
  Object.defineProperty(globalThis, GATE, { value: gate });
}

module.exports = { EDGE_HEADERS };
