import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce } from '@/server/security/csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('content security policy', () => {
  it('production scripts need the nonce and never unsafe-eval or unsafe-inline', () => {
    const csp = buildCsp({ nonce: 'abc', dev: false });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('development allows eval for React error stacks', () => {
    expect(directive(buildCsp({ nonce: 'n', dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('pages cannot be framed unless the response opts into same-origin framing', () => {
    expect(directive(buildCsp({ nonce: 'n', dev: false }), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(buildCsp({ nonce: 'n', dev: false, frameAncestors: 'self' }), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('plugins and base-tag hijacks are blocked', () => {
    const csp = buildCsp({ nonce: 'n', dev: false });
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
  });

  it('configured service origins are added to connect-src only when given', () => {
    expect(directive(buildCsp({ nonce: 'n', dev: false }), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(buildCsp({ nonce: 'n', dev: false, connectSrc: ['https://x.example'] }), 'connect-src')).toBe(
      "connect-src 'self' https://x.example",
    );
  });

  it('nonces are 128-bit base64 values and never repeat', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(seen.size).toBe(200);
    for (const n of seen) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
