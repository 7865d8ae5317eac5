import http, { type IncomingMessage } from 'node:http';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';
import { clientIdentity } from '@/server/http/client-ip';
import { searchBudget } from '@/server/search/search-budget';
import type { PageCharge } from '@/services/http/render-note-registry';
import { env, EnvError } from '@/config/env';
import { createPageCache } from '@/server/http/page-cache';
import { installRequestPipeline } from '@/server/http/request-pipeline';
import { registerPageStoreControl } from '@/services/http/page-store-control';
import { storageState } from '@/services/store';

/** Validates the environment once; on a malformed value prints every bad variable and exits. */
export function validateEnvAtStart(): void {
  try {
    env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n${error.message}\n\nThe server did not start. Fix the variables above (see docs/operations.md, "Environment variables").`);
      process.exit(1);
    }
    throw error;
  }
}

type Gate = { open(): void };

/** Takes a stored search page's cost from the budget of the visitor about to view it; false when it cannot pay. */
function payFromSearchBudget(request: IncomingMessage, charges: readonly PageCharge[], trustedProxyHops: number): boolean {
  const cost = charges.reduce((sum, charge) => sum + charge.cost, 0);
  return searchBudget().take(clientOf(request, trustedProxyHops), cost, Date.now()).allowed;
}

/** The gate front-door-gate.cjs leaves when it was preloaded; absent under a bare `next start`. */
function preloadedGate(): Gate | undefined {
  return (globalThis as { [key: symbol]: Gate | undefined })[Symbol.for('brightbowl.front-door.gate')];
}

/** The client a request comes from, as the rate limits name it (the peer, or a trusted proxy's word). */
function clientOf(request: IncomingMessage, trustedProxyHops: number): string {
  const headers = new Headers();
  for (const name of [FRONT_DOOR_HEADERS.peer, 'x-forwarded-for']) {
    const value = request.headers[name];
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(',') : value);
  }
  return clientIdentity(headers, trustedProxyHops);
}

/**
 * Puts the request pipeline (src/server/http/request-pipeline.ts: front door, page URL, page store)
 * before Next's router on this process's HTTP server, then lets through the requests the preloaded
 * gate held until now (they pass the pipeline first). Without the gate, requests of the first
 * moments after start were not screened: say so.
 */
export function guardServer(): void {
  const { TRUSTED_PROXY_HOPS, NODE_ENV, PAGE_CACHE_SECONDS, PAGE_CACHE_STALE_SECONDS, PAGE_CACHE_MB, PAGE_RENDERS_MAX, PAGE_RENDERS_PER_CLIENT } = env();
  // The development server rebuilds pages as their files change: a stored page would hide the change.
  const pageCache =
    NODE_ENV === 'production' && PAGE_CACHE_SECONDS > 0
      ? createPageCache({
          ttlSeconds: PAGE_CACHE_SECONDS,
          staleSeconds: PAGE_CACHE_STALE_SECONDS,
          maxBytes: PAGE_CACHE_MB * 1024 * 1024,
          maxRenders: PAGE_RENDERS_MAX,
          rendersPerClient: PAGE_RENDERS_PER_CLIENT,
          clientOf: (request) => clientOf(request, TRUSTED_PROXY_HOPS),
          pay: (request, charges) => payFromSearchBudget(request, charges, TRUSTED_PROXY_HOPS),
        })
      : undefined;
  // Builder's publish webhook (src/server/builder/webhook-handler.ts) reaches the store here.
  registerPageStoreControl(pageCache);
  installRequestPipeline(http.Server.prototype, { trustedProxyHops: TRUSTED_PROXY_HOPS, devServer: NODE_ENV === 'development', pageCache });
  const gate = preloadedGate();
  if (gate) gate.open();
  else if (NODE_ENV === 'production') {
    console.warn('[front-door] installed after the port opened: start the server with `node --require ./front-door-gate.cjs` (npm run serve does) so no request arrives before it');
  }
}

/**
 * Says once, at start, when DATA_DIR cannot hold the local stores: pages still render and write
 * routes answer 503, so without this line the first sign would be a visitor's failed signup.
 */
export function checkStorageAtStart(): void {
  const state = storageState();
  if (!state.ok) console.error(`[store] DATA_DIR ${env().DATA_DIR} is unusable: ${state.message}. Write routes answer 503 and /api/health 503 until it is fixed.`);
}
