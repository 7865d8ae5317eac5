/**
 * The content service the app uses: the local fixtures without BUILDER_API_KEY, Builder's Content
 * API with it. Chosen once per process from the validated environment.
 */
import 'server-only';
import { env, serviceModes, type ServerEnv } from '@/config/env';
import { createBuilderContentSource } from './builder';
import { fetchDataUrls, type DataUrlResult } from './data-urls';
import { createLocalContentSource } from './local';
import { secureRandom } from './secure-random';
import type { ContentService, ResolvedPage } from './types';

/** Builds the service an environment selects (exported for tests; the app calls `contentService()`). */
export function createContentService(e: ServerEnv): ContentService {
  if (serviceModes(e).content === 'builder') {
    return createBuilderContentSource({ apiKey: e.BUILDER_API_KEY, apiVersion: e.BUILDER_API_VERSION, host: e.BUILDER_CONTENT_API_ORIGIN, random: secureRandom });
  }
  return createLocalContentSource({ random: secureRandom, testPages: e.TEST_BLOCKS });
}

let service: ContentService | undefined;

export function contentService(): ContentService {
  service ??= createContentService(env());
  return service;
}

/**
 * The page's data URLs (data.httpRequests), fetched with the allowlist from the environment.
 * `origin` is the public origin of the request being rendered (same-origin URLs are always allowed).
 */
export function fetchPageData(page: ResolvedPage, origin: string): Promise<DataUrlResult> {
  return fetchDataUrls(page.content.data.httpRequests, { origin, allowedHosts: env().CONTENT_DATA_ALLOWED_HOSTS });
}

export { fetchDataUrls, type DataUrlResult } from './data-urls';
export { ATTRIBUTES_COOKIE, TEST_PAGES_ATTRIBUTE, parseAttributesCookie } from './targeting';
export { testCookieName, TEST_COOKIE_MAX_AGE_SECONDS } from './variants';
export * from './types';
