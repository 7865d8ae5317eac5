import { env, EnvError } from '@/config/env';

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
