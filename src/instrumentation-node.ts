import http from 'node:http';
import { env, EnvError } from '@/config/env';
import { installFrontDoor } from '@/services/security/front-door';

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

/** Puts the front door (src/services/security/front-door.ts) before Next's router on this process's HTTP server. */
export function guardServer(): void {
  const { TRUSTED_PROXY_HOPS, NODE_ENV } = env();
  installFrontDoor(http.Server.prototype, { trustedProxyHops: TRUSTED_PROXY_HOPS, devServer: NODE_ENV === 'development' });
}
