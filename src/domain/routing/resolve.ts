/**
 * Pure request routing used by src/proxy.ts: host → theme, path prefix → locale, and the internal
 * path `/{theme}/{locale}/{rest}` that the app router renders. Kept free of Next types so it is
 * unit- and property-testable.
 */
import { PUBLIC_FILE_PREFIXES } from '@/config/routes';
import { splitLocale, localizePath } from '@/config/locales';
import { themeForHost, type Theme } from '@/config/themes';
import type { Locale } from '@/config/constants';

export type RouteDecision =
  | { readonly kind: 'pass' }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 308 }
  | { readonly kind: 'rewrite'; readonly pathname: string; readonly theme: Theme; readonly locale: Locale };

/** Paths the app serves itself (framework assets, API routes, files in public/): never rewritten. */
export function isPassThrough(pathname: string): boolean {
  if (pathname.startsWith('/_next/') || pathname === '/api' || pathname.startsWith('/api/')) return true;
  return PUBLIC_FILE_PREFIXES.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));
}

/**
 * Decides what the proxy does with a request.
 * @example resolveRoute('vet.localhost:3000', '/en-gb/contact', '', ['vet.localhost'])
 *   // → { kind: 'rewrite', pathname: '/vet/en-gb/contact', theme: 'vet', locale: 'en-gb' }
 * @example resolveRoute('localhost', '/en-us/terms', '?a=1', [])
 *   // → { kind: 'redirect', location: '/terms?a=1', status: 308 }
 */
export function resolveRoute(
  host: string | null,
  pathname: string,
  search: string,
  vetHosts: readonly string[],
): RouteDecision {
  if (isPassThrough(pathname)) return { kind: 'pass' };
  const { locale, path, explicitDefault } = splitLocale(pathname);
  if (explicitDefault) {
    // One leading slash, whatever the path held: `/en-us//evil.example` must not become `//evil.example`,
    // which the proxy resolves against the request (and a browser reads) as another site.
    return { kind: 'redirect', location: `${localizePath(path, locale).replace(/^[/\\]+/, '/')}${search}`, status: 308 };
  }
  const theme = themeForHost(host, vetHosts);
  const rest = path === '/' ? '' : path.replace(/\/+$/, '');
  return { kind: 'rewrite', pathname: `/${theme}/${locale}${rest}`, theme, locale };
}
