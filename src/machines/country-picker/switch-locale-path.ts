import { type Locale } from '@/config/constants';
import { localizePath, splitLocale } from '@/config/locales';
import { SITE_ROUTES } from '@/config/routes';

/**
 * Whether a page exists at `path` (a path inside a locale, without the locale prefix, e.g.
 * `/contact`) in `locale`: yes, no, or `'unknown'` when only the site can tell (a CMS page, a
 * product or an article may exist in some locales only). The shell supplies this.
 */
export type PageExists = (path: string, locale: Locale) => boolean | 'unknown';

/**
 * What the shell knows without asking: the site routes of §2 exist in every locale; whether any
 * other page does is for the site to answer (the country picker asks it, see
 * {@link resolveLocaleSwitch}).
 *
 * @example
 * siteRoutePageExists('/contact', 'en-gb'); // true
 * siteRoutePageExists('/dog-food', 'en-gb'); // 'unknown'
 */
export const siteRoutePageExists: PageExists = (path) => ((SITE_ROUTES as readonly string[]).includes(path) ? true : 'unknown');

/**
 * Where switching to another locale goes: straight to `path`, or, when only the site knows whether
 * the page exists there, to `path` if it does and to `fallback` (the locale's home) if not.
 */
export type LocaleSwitch =
  | { readonly kind: 'go'; readonly path: string }
  | { readonly kind: 'ask'; readonly path: string; readonly fallback: string };

/**
 * The switch of `currentPath` to `toLocale` (§2 country picker): the same page in the new locale
 * where it exists there, otherwise the new locale's home, or a question when that is not known
 * here. The query and hash travel with a kept page (a search stays a search) and are dropped with
 * a fallback. Anything that is not a plain same-site path (`//host`, `https://…`, backslashes)
 * falls back to home, so every path is a same-site path.
 *
 * @example
 * resolveLocaleSwitch('/contact', 'en-gb', siteRoutePageExists); // { kind: 'go', path: '/en-gb/contact' }
 * resolveLocaleSwitch('/dog-food', 'en-gb', siteRoutePageExists); // { kind: 'ask', path: '/en-gb/dog-food', fallback: '/en-gb' }
 */
export function resolveLocaleSwitch(currentPath: string, toLocale: Locale, pageExists: PageExists): LocaleSwitch {
  const home = localizePath('/', toLocale);
  const suffixAt = currentPath.search(/[?#]/);
  const pathname = suffixAt === -1 ? currentPath : currentPath.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : currentPath.slice(suffixAt);
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return { kind: 'go', path: home };

  const inLocale = withoutTrailingSlash(splitLocale(pathname).path);
  if (inLocale === '/') return { kind: 'go', path: `${home}${suffix}` };
  const kept = `${localizePath(inLocale, toLocale)}${suffix}`;
  const exists = pageExists(inLocale, toLocale);
  if (exists === 'unknown') return { kind: 'ask', path: kept, fallback: home };
  return { kind: 'go', path: exists ? kept : home };
}

/**
 * The path to navigate to when switching `currentPath` to `toLocale` without asking the site: a
 * page not known to exist there counts as missing (what a plain link, followed without scripts,
 * can promise). See {@link resolveLocaleSwitch}.
 *
 * @example
 * switchLocalePath('/contact', 'en-gb', () => true); // '/en-gb/contact'
 * switchLocalePath('/en-ca/search?q=puppy', 'en-us', () => true); // '/search?q=puppy'
 * switchLocalePath('/en-gb/only-in-gb', 'en-ca', () => false); // '/en-ca'
 */
export function switchLocalePath(currentPath: string, toLocale: Locale, pageExists: PageExists): string {
  const resolved = resolveLocaleSwitch(currentPath, toLocale, pageExists);
  return resolved.kind === 'go' ? resolved.path : resolved.fallback;
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
