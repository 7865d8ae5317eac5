import { describe, expect, it } from 'vitest';
import { buildCsp } from '@/server/security/csp';
import { Builder } from '@builder.io/sdk';
import { BUILDER_EDITOR_ORIGINS, BUILDER_ORIGINS, MUX_ORIGINS, serviceSources, TURNSTILE_ORIGIN } from '@/server/security/service-sources';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('service sources in the content security policy', () => {
  it('with nothing configured (the local defaults) no directive opens beyond self', () => {
    const sources = serviceSources({ VIDEO_SERVICE: 'local' });
    expect(Object.values(sources).every((list) => list.length === 0)).toBe(true);
  });

  it('Turnstile opens script-src and frame-src to Cloudflare only when its site key is set', () => {
    expect(serviceSources({ TURNSTILE_SITE_KEY: '1x00000000000000000000AA' })).toMatchObject({
      scriptSrc: [TURNSTILE_ORIGIN],
      frameSrc: [TURNSTILE_ORIGIN],
      connectSrc: [],
    });
  });

  it('a Builder key lets the visual editor frame the page and the browser reach the CDN', () => {
    const sources = serviceSources({ BUILDER_API_KEY: 'key' });
    expect(sources.frameAncestors).toEqual([...BUILDER_EDITOR_ORIGINS]);
    expect(sources.connectSrc).toEqual([BUILDER_ORIGINS.cdn, BUILDER_ORIGINS.api]);
    const csp = buildCsp({ nonce: 'n', dev: false, frameAncestorsExtra: sources.frameAncestors });
    expect(directive(csp, 'frame-ancestors')).toBe(`frame-ancestors ${BUILDER_EDITOR_ORIGINS.join(' ')}`);
  });

  it('with a key, every host the Gen-1 SDK takes editor messages from may frame the page, except localhost, and nothing else', () => {
    const framing = serviceSources({ BUILDER_API_KEY: 'key' }).frameAncestors;
    // The SDK's own list (hostnames, '*.' for subdomains): the editor the SDK obeys must be able to frame us.
    const sdkEditors = Builder.trustedHosts.filter((host) => host !== 'localhost').map((host) => `https://${host}`);
    expect(new Set(framing)).toEqual(new Set(sdkEditors));
    expect(framing).not.toContain('https://*.builder.io');
  });

  it('without a key no editor origin may frame a page', () => {
    const csp = buildCsp({ nonce: 'n', dev: false, frameAncestorsExtra: serviceSources({}).frameAncestors });
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it("a Builder key lets Builder's Video element play the files Builder serves from its CDN, and nothing else remote", () => {
    const sources = serviceSources({ BUILDER_API_KEY: 'key' });
    expect(sources.mediaSrc).toEqual([BUILDER_ORIGINS.cdn]);
    expect(directive(buildCsp({ nonce: 'n', dev: false, mediaSrc: sources.mediaSrc }), 'media-src')).toBe(`media-src 'self' blob: ${BUILDER_ORIGINS.cdn}`);
    expect(serviceSources({}).mediaSrc).toEqual([]);
  });

  it('the locator frame stays frameable by the site itself when the editor is also allowed', () => {
    const csp = buildCsp({ nonce: 'n', dev: false, frameAncestors: 'self', frameAncestorsExtra: [BUILDER_ORIGINS.editor] });
    expect(directive(csp, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${BUILDER_ORIGINS.editor}`);
  });

  it('Mux opens media, manifests and thumbnails only in mux mode', () => {
    const sources = serviceSources({ VIDEO_SERVICE: 'mux' });
    expect(sources.mediaSrc).toEqual([MUX_ORIGINS.stream]);
    expect(sources.imgSrc).toEqual([MUX_ORIGINS.image]);
    expect(sources.connectSrc).toEqual([MUX_ORIGINS.stream]);
  });

  it('configured quiz embed origins, and only those, may be framed', () => {
    expect(serviceSources({ PRODUCT_SELECTOR_EMBED_ORIGINS: ['https://quiz.example.com'] }).frameSrc).toEqual(['https://quiz.example.com']);
  });
});
