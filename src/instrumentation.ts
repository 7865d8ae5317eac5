import { env } from '@/config/env';

/** Runs once when the server starts: a malformed environment stops it with the variable named. */
export function register(): void {
  env();
}
