'use client';

/**
 * zod without its eval probe in the browser. Before compiling an object parser, zod 4 tries
 * `new Function('')`; the site's Content-Security-Policy has no 'unsafe-eval', so on every page that
 * parses in the browser that probe is a CSP violation in the console. `jitless` turns the probe and
 * the compiler off.
 *
 * zod keeps its configuration in `globalThis.__zod_globalConfig`, the object `z.config()` writes
 * (shared by every copy of zod on a page). Setting `jitless` on that object here, rather than
 * calling `z.config()`, keeps zod itself out of the first load of pages that never parse. This
 * module runs with the layout, before any page code can parse; the server keeps the JIT.
 */
type WithZodConfig = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

if (typeof window !== 'undefined') {
  const host = globalThis as WithZodConfig;
  host.__zod_globalConfig ??= {};
  host.__zod_globalConfig.jitless = true;
}

/** Rendered once by each layout so this module is part of every page's client code. */
export function ZodBrowserConfig() {
  return null;
}
