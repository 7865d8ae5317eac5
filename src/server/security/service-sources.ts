/**
 * Which cloud origins the browser may reach, derived from what is configured: each configured
 * service opens exactly the directives it needs, and with nothing configured (the local defaults)
 * the policy stays 'self' only. Pure, so the whole mapping is unit-tested.
 */
import { algoliaConnectSources } from './csp';

/** The configuration this mapping reads (a subset of the validated env). */
export type ServiceConfig = {
  readonly ALGOLIA_APP_ID?: string | undefined;
  readonly TURNSTILE_SITE_KEY?: string | undefined;
  readonly BUILDER_API_KEY?: string | undefined;
  readonly VIDEO_SERVICE?: 'local' | 'mux' | undefined;
  readonly PRODUCT_SELECTOR_EMBED_ORIGINS?: readonly string[] | undefined;
};

export type ServiceSources = {
  readonly connectSrc: readonly string[];
  readonly scriptSrc: readonly string[];
  readonly frameSrc: readonly string[];
  readonly imgSrc: readonly string[];
  readonly mediaSrc: readonly string[];
  /** Origins that may frame every page (the page builder's visual editor). */
  readonly frameAncestors: readonly string[];
};

/** Turnstile's script and challenge frame (bot check, §1). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** Builder's Content API/CDN (live preview fetches, images, videos) and its visual editor, which frames the page. */
export const BUILDER_ORIGINS = { cdn: 'https://cdn.builder.io', api: 'https://builder.io', editor: 'https://builder.io' } as const;

/**
 * Every origin Builder's visual editor runs on: the hosts @builder.io/sdk accepts editor messages
 * from (`Builder.trustedHosts`: builder.io, beta.builder.io and its subdomains, qa.builder.io), as
 * https origins. A frame the SDK would not talk to is of no use to an editor, so nothing wider
 * (no `*.builder.io`) may frame the page. The SDK's 'localhost' is left out: a page on a
 * visitor's own machine must not be able to frame the site.
 */
export const BUILDER_EDITOR_ORIGINS = [
  BUILDER_ORIGINS.editor,
  'https://beta.builder.io',
  'https://*.beta.builder.io',
  'https://qa.builder.io',
] as const;
/** Mux: HLS manifests and segments, and thumbnails by playback id. */
export const MUX_ORIGINS = { stream: 'https://stream.mux.com', image: 'https://image.mux.com' } as const;

/**
 * @example serviceSources({}) // every list empty: the local defaults need nothing but 'self'
 * @example serviceSources({ TURNSTILE_SITE_KEY: 'k' }).scriptSrc // ['https://challenges.cloudflare.com']
 */
export function serviceSources(config: ServiceConfig): ServiceSources {
  const connectSrc: string[] = [...algoliaConnectSources(config.ALGOLIA_APP_ID)];
  const scriptSrc: string[] = [];
  const frameSrc: string[] = [...(config.PRODUCT_SELECTOR_EMBED_ORIGINS ?? [])];
  const imgSrc: string[] = [];
  const mediaSrc: string[] = [];
  const frameAncestors: string[] = [];
  if (config.TURNSTILE_SITE_KEY) {
    scriptSrc.push(TURNSTILE_ORIGIN);
    frameSrc.push(TURNSTILE_ORIGIN);
  }
  if (config.BUILDER_API_KEY) {
    connectSrc.push(BUILDER_ORIGINS.cdn, BUILDER_ORIGINS.api);
    imgSrc.push(BUILDER_ORIGINS.cdn);
    // Builder's Video element plays the files editors upload, which Builder serves from its CDN.
    mediaSrc.push(BUILDER_ORIGINS.cdn);
    frameAncestors.push(...BUILDER_EDITOR_ORIGINS);
  }
  if (config.VIDEO_SERVICE === 'mux') {
    connectSrc.push(MUX_ORIGINS.stream);
    mediaSrc.push(MUX_ORIGINS.stream);
    imgSrc.push(MUX_ORIGINS.image);
  }
  const unique = (list: string[]) => [...new Set(list)];
  return {
    connectSrc: unique(connectSrc),
    scriptSrc: unique(scriptSrc),
    frameSrc: unique(frameSrc),
    imgSrc: unique(imgSrc),
    mediaSrc: unique(mediaSrc),
    frameAncestors: unique(frameAncestors),
  };
}
