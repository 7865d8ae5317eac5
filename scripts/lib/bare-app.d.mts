// Types of bare-app.mjs (TypeScript callers: bench-signup.ts).
import type { StartedNext } from './processes.cjs';

/** The HMAC key of the bare app's bot-check stub (POST /api/verify). */
export declare const BARE_CHALLENGE_SECRET: string;

/** The home page's lead picture, as the bare picture page shows it. */
export declare const LEAD_PICTURE: { readonly fixture: string; readonly sizes: string; readonly phoneAspectRatio: string };

/** The lead picture's URL path, read from the home page's fixture. */
export declare function leadPicturePath(): string;

/**
 * The bare app's folder in the OS's temporary folder, built unless a build of the same sources and
 * package versions is there; null when the build failed or picked up what is not its own.
 */
export declare function ensureBareApp(): Promise<string | null>;

/** Builds the site (unless skipped) and the bare app; the bare app's folder, or null on failure. */
export declare function buildSiteAndBareApp(options?: { readonly skipSiteBuild?: boolean }): Promise<string | null>;

/** `next start` of the bare app; throws when its server runs the site's front door. */
export declare function startBareApp(dir: string): Promise<StartedNext>;

/** Throws when a bare server's output shows the site's front door. */
export declare function assertBare(server: StartedNext): void;
