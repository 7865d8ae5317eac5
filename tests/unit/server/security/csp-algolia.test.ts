import { describe, expect, it } from 'vitest';
import { createSearchClient } from '@/services/search/algolia';
import { LOCAL_SEARCH_INDEXES } from '@/services/search/indexes';
import { algoliaConnectSources, buildCsp } from '@/server/security/csp';

const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src '))?.split(' ').slice(1) ?? [];

describe('content security policy with Algolia configured', () => {
  it('connect-src lists every host the algoliasearch client may call for the application', () => {
    const client = createSearchClient({ mode: 'algolia', appId: 'APPID42', apiKey: 'public', indexes: LOCAL_SEARCH_INDEXES });
    const allowed = connectSrc(buildCsp({ nonce: 'n', dev: false, connectSrc: algoliaConnectSources('APPID42') }));
    for (const host of client.transporter.hosts) {
      expect(allowed).toContain(`https://${host.url.toLowerCase()}`);
    }
  });

  it('without Algolia, or with an id that is not one, connect-src stays self only', () => {
    expect(algoliaConnectSources(undefined)).toEqual([]);
    expect(algoliaConnectSources("x'; script-src *")).toEqual([]);
    expect(connectSrc(buildCsp({ nonce: 'n', dev: false, connectSrc: algoliaConnectSources(undefined) }))).toEqual(["'self'"]);
  });
});
