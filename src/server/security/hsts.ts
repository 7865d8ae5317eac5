/**
 * Strict-Transport-Security: sent when the request came over https (the socket was TLS, or a
 * trusted proxy says so; the front door removes a visitor's own X-Forwarded-Proto when there is no
 * trusted proxy) or when the configured site URL is https. Browsers ignore it over plain http, so
 * sending it on a configured-https site is safe even for a request that reached us unencrypted.
 */
// Relative, not '@/': next.config.ts loads this file, and Next compiles that config without the tsconfig paths.
import { FRONT_DOOR_HEADERS } from '../../domain/site/front-door-headers';

/** Two years, subdomains included (the vet site is a subdomain); preload is the owner's decision. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

export function hstsApplies(headers: Headers, configuredSiteUrl: string | undefined): boolean {
  if (configuredSiteUrl?.startsWith('https:')) return true;
  if (headers.get(FRONT_DOOR_HEADERS.proto) === 'https') return true;
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
