import { describe, expect, it } from 'vitest';
import { EnvError, buildEnv, parseEnv, serviceModes, smartBuyScriptUrl } from '@/config/env';

describe('environment validation', () => {
  it('an empty environment is valid and selects every local default', () => {
    const e = parseEnv({});
    expect(e.BRAND_NAME).toBe('Brightbowl');
    expect(e.VET_HOSTS).toEqual(['vet.localhost']);
    expect(e.BUILDER_API_VERSION).toBe('v3');
    expect(serviceModes(e)).toEqual({
      content: 'local',
      search: 'local',
      newsletter: 'local',
      botCheck: 'local',
      video: 'local',
      reviews: 'local',
    });
  });

  it('the studio is off by default in production and on in development and tests, unless STUDIO_ENABLED says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).STUDIO_ENABLED).toBe(false);
    expect(parseEnv({ NODE_ENV: 'development' }).STUDIO_ENABLED).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).STUDIO_ENABLED).toBe(true);
    expect(parseEnv({}).STUDIO_ENABLED).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', STUDIO_ENABLED: 'true' }).STUDIO_ENABLED).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development', STUDIO_ENABLED: 'false' }).STUDIO_ENABLED).toBe(false);
    expect(() => parseEnv({ STUDIO_ENABLED: 'yes' })).toThrow(/STUDIO_ENABLED: expected true or false/);
  });

  it('an empty string counts as unset', () => {
    const e = parseEnv({ BUILDER_API_KEY: '', BRAND_NAME: '  ', VET_HOSTS: '' });
    expect(e.BUILDER_API_KEY).toBeUndefined();
    expect(e.BRAND_NAME).toBe('Brightbowl');
    expect(e.VET_HOSTS).toEqual(['vet.localhost']);
  });

  it('a set key selects the cloud implementation of that service only', () => {
    const e = parseEnv({ BUILDER_API_KEY: 'abc123', TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' });
    expect(serviceModes(e).content).toBe('builder');
    expect(serviceModes(e).botCheck).toBe('turnstile');
    expect(serviceModes(e).search).toBe('local');
  });

  it('an api version other than v1 or v3 is refused with the spec message', () => {
    expect(() => parseEnv({ BUILDER_API_VERSION: 'v2' })).toThrow(EnvError);
    expect(() => parseEnv({ BUILDER_API_VERSION: 'v2' })).toThrow(/BUILDER_API_VERSION: Invalid apiVersion: expected v1 or v3/);
    expect(parseEnv({ BUILDER_API_VERSION: 'v1' }).BUILDER_API_VERSION).toBe('v1');
  });

  it('the webhook secret is off when unset and must be at least 32 characters when set', () => {
    expect(parseEnv({}).BUILDER_WEBHOOK_SECRET).toBeUndefined();
    expect(() => parseEnv({ BUILDER_WEBHOOK_SECRET: 'short' })).toThrow(/BUILDER_WEBHOOK_SECRET: expected at least 32 characters/);
    expect(parseEnv({ BUILDER_WEBHOOK_SECRET: 'a'.repeat(32) }).BUILDER_WEBHOOK_SECRET).toBe('a'.repeat(32));
  });

  it('a malformed value is refused with a message naming the variable', () => {
    expect(() => parseEnv({ MAIN_SITE_URL: 'not a url' })).toThrow(/MAIN_SITE_URL/);
    expect(() => parseEnv({ SIGNUP_RATE_LIMIT_PER_MINUTE: '-3' })).toThrow(/SIGNUP_RATE_LIMIT_PER_MINUTE/);
    expect(() => parseEnv({ VET_HOSTS: 'vet.example.com, bad host!' })).toThrow(/VET_HOSTS/);
    expect(() => parseEnv({ TAG_MANAGER_ID: 'UA-1' })).toThrow(/TAG_MANAGER_ID/);
  });

  it('a partly configured service names each missing variable', () => {
    let message = '';
    try {
      parseEnv({ ALGOLIA_APP_ID: 'APP' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['ALGOLIA_SEARCH_KEY', 'ALGOLIA_CONTENT_INDEX', 'ALGOLIA_VET_CONTENT_INDEX', 'ALGOLIA_PRODUCT_INDEX']) {
      expect(message).toContain(key);
    }
    expect(message).not.toContain('ALGOLIA_APP_ID:');
  });

  it('vet hosts are a lowercase comma-separated list', () => {
    expect(parseEnv({ VET_HOSTS: 'Vet.Example.com, vets.example.co.uk' }).VET_HOSTS).toEqual(['vet.example.com', 'vets.example.co.uk']);
  });

  it('quiz embed origins must be https origins, and a bad one stops the server naming the variable', () => {
    expect(parseEnv({}).PRODUCT_SELECTOR_EMBED_ORIGINS).toEqual([]);
    expect(parseEnv({ PRODUCT_SELECTOR_EMBED_ORIGINS: 'https://quiz.example.com, https://q2.example.com:8443' }).PRODUCT_SELECTOR_EMBED_ORIGINS).toEqual([
      'https://quiz.example.com',
      'https://q2.example.com:8443',
    ]);
    expect(() => parseEnv({ PRODUCT_SELECTOR_EMBED_ORIGINS: 'http://quiz.example.com' })).toThrow(/PRODUCT_SELECTOR_EMBED_ORIGINS/);
    expect(() => parseEnv({ PRODUCT_SELECTOR_EMBED_ORIGINS: "https://quiz.example.com 'unsafe-inline'" })).toThrow(/PRODUCT_SELECTOR_EMBED_ORIGINS/);
  });

  it('the smart-buy script is configured per locale', () => {
    const e = parseEnv({ SMART_BUY_SCRIPT_URL_EN_GB: 'https://widgets.example.com/gb.js' });
    expect(smartBuyScriptUrl('en-gb', e)).toBe('https://widgets.example.com/gb.js');
    expect(smartBuyScriptUrl('en-us', e)).toBeUndefined();
  });

  it('BUILDER_CONTENT_API_ORIGIN is an http(s) origin only; unset, the server reads Builder\'s CDN', () => {
    expect(parseEnv({}).BUILDER_CONTENT_API_ORIGIN).toBeUndefined();
    expect(parseEnv({ BUILDER_CONTENT_API_ORIGIN: 'http://127.0.0.1:4599' }).BUILDER_CONTENT_API_ORIGIN).toBe('http://127.0.0.1:4599');
    // A trailing slash is still just the origin, and comes back without it.
    expect(parseEnv({ BUILDER_CONTENT_API_ORIGIN: 'https://content-proxy.example/' }).BUILDER_CONTENT_API_ORIGIN).toBe('https://content-proxy.example');
    for (const bad of ['https://content-proxy.example/api', 'https://content-proxy.example?x=1', 'ftp://content-proxy.example', 'cdn.builder.io']) {
      expect(() => parseEnv({ BUILDER_CONTENT_API_ORIGIN: bad }), bad).toThrow(/BUILDER_CONTENT_API_ORIGIN/);
    }
  });

  it('a build checks types unless BUILD_TYPECHECK is false, and refuses any other value by name', () => {
    expect(buildEnv({}).typecheck).toBe(true);
    expect(buildEnv({ BUILD_TYPECHECK: '' }).typecheck).toBe(true);
    expect(buildEnv({ BUILD_TYPECHECK: 'true' }).typecheck).toBe(true);
    expect(buildEnv({ BUILD_TYPECHECK: 'false' }).typecheck).toBe(false);
    expect(() => buildEnv({ BUILD_TYPECHECK: 'no' })).toThrow(EnvError);
    expect(() => buildEnv({ BUILD_TYPECHECK: 'no' })).toThrow(/BUILD_TYPECHECK/);
  });
});
