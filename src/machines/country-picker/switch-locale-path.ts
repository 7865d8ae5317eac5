import { type Locale } from '@/config/constants';
import { localizePath, splitLocale } from '@/config/locales';
import { SITE_ROUTES } from '@/config/routes';

/**
 * Whether a page exists at `path` (a path inside a locale, without the locale prefix, e.g.
 * `/contact`) in `locale`. CMS pages may exist in one locale only, so the shell supplies this.
 */
export type PageExists = (path: string, locale: Locale) => boolean;

/**
 * A conservative default: the site routes of §2 exist in every locale; any other page is assumed
 * not to, so switching from an unknown CMS page lands on the locale home instead of a 404.
 *
 * @example
 * siteRoutePageExists('/contact', 'en-gb'); // true
 * siteRoutePageExists('/blog/some-article', 'en-gb'); // false
 */
export const siteRoutePageExists: PageExists = (path) => (SITE_ROUTES as readonly string[]).includes(path);

/**
 * The path to navigate to when switching `currentPath` to `toLocale` (§2 country picker): the same
 * page in the new locale where it exists there, otherwise the new locale's home. The query and
 * hash travel with a kept page (a search stays a search) and are dropped with a fallback.
 * Anything that is not a plain same-site path (`//host`, `https://…`, backslashes) falls back to
 * home, so the result is always a same-site path.
 *
 * @example
 * switchLocalePath('/contact', 'en-gb', () => true); // '/en-gb/contact'
 * switchLocalePath('/en-ca/search?q=puppy', 'en-us', () => true); // '/search?q=puppy'
 * switchLocalePath('/en-gb/only-in-gb', 'en-ca', () => false); // '/en-ca'
 */
export function switchLocalePath(currentPath: string, toLocale: Locale, pageExists: PageExists): string {
  const home = localizePath('/', toLocale);
  const suffixAt = currentPath.search(/[?#]/);
  const pathname = suffixAt === -1 ? currentPath : currentPath.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : currentPath.slice(suffixAt);
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return home;

  const inLocale = withoutTrailingSlash(splitLocale(pathname).path);
  if (inLocale === '/') return `${home}${suffix}`;
  return pageExists(inLocale, toLocale) ? `${localizePath(inLocale, toLocale)}${suffix}` : home;
}

/**
 * The locale a site path is in, ignoring any query or hash (`splitLocale` reads the pathname only).
 *
 * @example
 * localeOfPath('/en-gb?ref=nav'); // 'en-gb'
 * localeOfPath('/contact#form'); // 'en-us'
 */
export function localeOfPath(path: string): Locale {
  const suffixAt = path.search(/[?#]/);
  return splitLocale(suffixAt === -1 ? path : path.slice(0, suffixAt)).locale;
}

function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
