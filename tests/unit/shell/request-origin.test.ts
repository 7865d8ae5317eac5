import { describe, expect, it } from 'vitest';
import { trustedOrigin } from '@/shell/request-origin';

const base = { forwardedProto: null, mainSiteUrl: undefined, vetHosts: ['vet.localhost'] };

describe('the origin relative data URLs resolve against', () => {
  it('is the request origin for hosts the site serves (local and vet hosts)', () => {
    expect(trustedOrigin({ ...base, host: 'localhost:3201' })).toBe('http://localhost:3201');
    expect(trustedOrigin({ ...base, host: 'vet.localhost:3201' })).toBe('http://vet.localhost:3201');
    expect(trustedOrigin({ ...base, host: 'localhost', forwardedProto: 'https' })).toBe('https://localhost');
  });

  it('is never a host the visitor made up (no server-side request to it)', () => {
    expect(trustedOrigin({ ...base, host: 'evil.example' })).toBeNull();
    expect(trustedOrigin({ ...base, host: 'localhost@evil.example' })).toBeNull();
    expect(trustedOrigin({ ...base, host: 'localhost/evil' })).toBeNull();
  });

  it('falls back to the configured site URL, and accepts that host and its vet host', () => {
    const configured = { ...base, mainSiteUrl: 'https://brightbowl.example', vetHosts: ['vet.brightbowl.example'] };
    expect(trustedOrigin({ ...configured, host: 'evil.example' })).toBe('https://brightbowl.example');
    expect(trustedOrigin({ ...configured, host: null })).toBe('https://brightbowl.example');
    expect(trustedOrigin({ ...configured, host: 'vet.brightbowl.example', forwardedProto: 'https' })).toBe('https://vet.brightbowl.example');
  });
});
