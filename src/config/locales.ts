/**
 * The three locales and where they live: en-us at `/`, en-ca at `/en-ca`, en-gb at `/en-gb`.
 * The locale option shape is spec §3 "Locale option": handle, label, shortLabel, flag image, url.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';

export type LocaleOption = {
  readonly handle: Locale;
  readonly label: string;
  readonly shortLabel: string;
  /** A same-origin flag image (generated into public/, never hot-linked). */
  readonly flagImage: string;
  /** The locale's home URL path. */
  readonly url: string;
  /** BCP 47 language tag for `<html lang>`. */
  readonly htmlLang: string;
  readonly currency: 'USD' | 'CAD' | 'GBP';
};

export const LOCALE_OPTIONS: Readonly<Record<Locale, LocaleOption>> = {
  'en-us': {
    handle: 'en-us',
    label: 'United States',
    shortLabel: 'US',
    flagImage: '/flags/us.svg',
    url: '/',
    htmlLang: 'en-US',
    currency: 'USD',
  },
  'en-ca': {
    handle: 'en-ca',
    label: 'Canada',
    shortLabel: 'CA',
    flagImage: '/flags/ca.svg',
    url: '/en-ca',
    htmlLang: 'en-CA',
    currency: 'CAD',
  },
  'en-gb': {
    handle: 'en-gb',
    label: 'United Kingdom',
    shortLabel: 'GB',
    flagImage: '/flags/gb.svg',
    url: '/en-gb',
    htmlLang: 'en-GB',
    currency: 'GBP',
  },
};

export const LOCALE_LIST: readonly LocaleOption[] = LOCALES.map((l) => LOCALE_OPTIONS[l]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The URL path prefix of a locale ('' for the default locale). */
function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A site path in a locale: `localizePath('/contact', 'en-gb')` → `/en-gb/contact`,
 * `localizePath('/', 'en-ca')` → `/en-ca`, `localizePath('/terms', 'en-us')` → `/terms`.
 */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(locale);
  if (clean === '/') return prefix === '' ? '/' : prefix;
  return `${prefix}${clean}`;
}

/**
 * Splits a public path into its locale and the path inside that locale.
 * `splitLocale('/en-gb/contact')` → `{ locale: 'en-gb', path: '/contact', explicitDefault: false }`.
 * A path under `/en-us` is reported with `explicitDefault: true` (it redirects to the unprefixed path).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string; explicitDefault: boolean } {
  const segments = pathname.split('/');
  const first = segments[1]?.toLowerCase();
  if (isLocale(first)) {
    const rest = `/${segments.slice(2).join('/')}`;
    return { locale: first, path: rest, explicitDefault: first === DEFAULT_LOCALE };
  }
  return { locale: DEFAULT_LOCALE, path: pathname === '' ? '/' : pathname, explicitDefault: false };
}
