/**
 * Runs once when the server starts. A malformed environment stops the server with every bad
 * variable named, instead of serving pages that fail later (Next only logs a throw from here).
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is a build-time constant, not configuration: Next replaces this literal so the
  // Node-only module below is never compiled into the edge runtime.
  // eslint-disable-next-line no-restricted-syntax
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkStorageAtStart, guardServer, validateEnvAtStart } = await import('./instrumentation-node');
    validateEnvAtStart();
    guardServer();
    checkStorageAtStart();
  }
}
