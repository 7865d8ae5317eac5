import fc from 'fast-check';
import { SITE_ROUTES } from '@/config/routes';

/** A path inside a locale: one of the site's routes, or an arbitrary slug path. */
export const sitePath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SITE_ROUTES),
  fc
    .array(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/), { minLength: 1, maxLength: 3 })
    .filter((segments) => !['en-us', 'en-ca', 'en-gb', 'api', '_next', 'flags', 'images', 'media', 'video'].includes(segments[0] ?? ''))
    .map((segments) => `/${segments.join('/')}`),
);
