/**
 * zod, configured for where it runs. Every module imports `z` from here, never from 'zod' (lint
 * enforces it), so the configuration is in place before any schema parses.
 *
 * In the browser zod runs without its JIT: by default it probes `new Function('')` to compile
 * object parsers, and the site's Content-Security-Policy has no 'unsafe-eval', so the probe is a
 * CSP violation in the console on every page that parses. The JIT stays on for the server, where
 * the API validates every request.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
