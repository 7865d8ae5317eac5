import http from 'node:http';
import { env, EnvError } from '@/config/env';
import { installFrontDoor } from '@/server/security/front-door';
import { storageState } from '@/services/store';

/** Validates the environment once; on a malformed value prints every bad variable and exits. */
export function validateEnvAtStart(): void {
  try {
    env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n${error.message}\n\nThe server did not start. Fix the variables above (see README.md, "Environment").`);
      process.exit(1);
    }
    throw error;
  }
}

type Gate = { open(): void };

/** The gate front-door-gate.cjs leaves when it was preloaded; absent under a bare `next start`. */
function preloadedGate(): Gate | undefined {
  return (globalThis as { [key: symbol]: Gate | undefined })[Symbol.for('brightbowl.front-door.gate')];
}

/**
 * Puts the front door (src/server/security/front-door.ts) before Next's router on this process's
 * HTTP server, then lets through the requests the preloaded gate held until now (they are screened
 * first). Without the gate, requests of the first moments after start were not screened: say so.
 */
export function guardServer(): void {
  const { TRUSTED_PROXY_HOPS, NODE_ENV } = env();
  installFrontDoor(http.Server.prototype, { trustedProxyHops: TRUSTED_PROXY_HOPS, devServer: NODE_ENV === 'development' });
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
