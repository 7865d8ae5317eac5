import { describe, expect, it } from 'vitest';
import { mainSiteOriginFrom, trustedOrigin, type OriginInput } from '@/domain/site/origin';

const base: OriginInput = {
  host: null,
  forwardedHost: null,
  forwardedProto: null,
  socketProto: 'http',
  localPort: '3201',
  trustedProxyHops: 0,
  siteUrl: undefined,
  vetSiteUrl: undefined,
  vetHosts: ['vet.localhost'],
};

describe('the origin relative data URLs resolve against', () => {
  it('is the request origin for loopback and vet hosts on the port the server listens on', () => {
    expect(trustedOrigin({ ...base, host: 'localhost:3201' })).toBe('http://localhost:3201');
    expect(trustedOrigin({ ...base, host: 'vet.localhost:3201' })).toBe('http://vet.localhost:3201');
    expect(trustedOrigin({ ...base, host: '127.0.0.1:3201' })).toBe('http://127.0.0.1:3201');
  });

  it('is never a loopback host on another port (another local service)', () => {
    expect(trustedOrigin({ ...base, host: '127.0.0.1:6379' })).toBeNull();
    expect(trustedOrigin({ ...base, host: 'localhost:9200' })).toBeNull();
    expect(trustedOrigin({ ...base, host: '[::1]:5432' })).toBeNull();
    expect(trustedOrigin({ ...base, host: 'vet.localhost:8080' })).toBeNull();
    expect(trustedOrigin({ ...base, host: 'localhost' })).toBeNull();
  });

  it('is never a loopback host when the listening port is unknown', () => {
    expect(trustedOrigin({ ...base, localPort: null, host: 'localhost:3201' })).toBeNull();
  });

  it('is never a host the visitor made up (no server-side request to it)', () => {
    expect(trustedOrigin({ ...base, host: 'evil.example' })).toBeNull();
    expect(trustedOrigin({ ...base, host: 'localhost@evil.example' })).toBeNull();
    expect(trustedOrigin({ ...base, host: 'localhost/evil' })).toBeNull();
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto without a trusted proxy', () => {
    expect(trustedOrigin({ ...base, host: 'evil.example', forwardedHost: 'localhost:3201' })).toBeNull();
    expect(trustedOrigin({ ...base, host: 'localhost:3201', forwardedHost: '127.0.0.1:6379' })).toBe('http://localhost:3201');
    expect(trustedOrigin({ ...base, host: 'localhost:3201', forwardedProto: 'https' })).toBe('http://localhost:3201');
  });

  it('reads X-Forwarded-Host and Proto behind a trusted proxy, with the same host rules', () => {
    const proxied = { ...base, trustedProxyHops: 1, siteUrl: 'https://brightbowl.example', vetHosts: ['vet.brightbowl.example'] };
    expect(trustedOrigin({ ...proxied, host: 'internal:3201', forwardedHost: 'vet.brightbowl.example', forwardedProto: 'https' })).toBe(
      'https://vet.brightbowl.example',
    );
    expect(trustedOrigin({ ...proxied, host: 'internal:3201', forwardedHost: '127.0.0.1:6379' })).toBe('https://brightbowl.example');
  });

  it('falls back to the configured site URL, and answers configured origins as configured', () => {
    const configured = { ...base, siteUrl: 'https://brightbowl.example', vetSiteUrl: 'https://vet.brightbowl.example' };
    expect(trustedOrigin({ ...configured, host: 'evil.example' })).toBe('https://brightbowl.example');
    expect(trustedOrigin({ ...configured, host: '127.0.0.1:6379' })).toBe('https://brightbowl.example');
    expect(trustedOrigin({ ...configured, host: null })).toBe('https://brightbowl.example');
    expect(trustedOrigin({ ...configured, host: 'vet.brightbowl.example:8443' })).toBe('https://vet.brightbowl.example');
  });
});

describe("the vet site's link to the consumer site", () => {
  it('is SITE_URL when configured, whatever the request host', () => {
    expect(mainSiteOriginFrom('http://vet.localhost:3201', 'https://brightbowl.example/', ['vet.localhost'])).toBe('https://brightbowl.example');
  });

  it('drops vet. from a trusted vet host, and is null for an untrusted host', () => {
    expect(mainSiteOriginFrom('http://vet.localhost:3201', undefined, ['vet.localhost'])).toBe('http://localhost:3201');
    expect(mainSiteOriginFrom(null, undefined, ['vet.localhost'])).toBeNull();
  });
});
