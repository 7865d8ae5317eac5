/**
 * The relative data URLs of a content page resolve against the site's trusted origin only: a
 * request whose Host names another local port (a forged Host, the SSRF the origin rules close)
 * makes the server fetch nothing, while the site's own port still loads its data.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';
import type * as ContentModule from '@/services/content';

const requestHeaders = new Headers();
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(requestHeaders),
}));
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const parsed = actual.parseEnv({});
  return { ...actual, env: () => parsed };
});
vi.mock('@/services/content', async (importOriginal) => {
  const actual = await importOriginal<typeof ContentModule>();
  const page = {
    content: { id: 'p', name: 'p', data: { blocks: [], httpRequests: { secret: '/internal.json' } } },
    abTest: null,
    personalization: [],
  };
  return { ...actual, contentService: () => ({ getPage: () => Promise.resolve(page), getEntries: () => Promise.resolve([]) }) };
});

const { loadContentPage, loadSdkPageData } = await import('@/page-runtime/page/load-content-page');

/** The page's data as the SDK page gets it (only the SDK reads data URLs). */
async function pageData(urlPath: string) {
  const loaded = await loadContentPage('main', 'en-us', urlPath);
  if (!loaded) throw new Error('no page');
  return loadSdkPageData(loaded.page);
}

// Stands for any other service on this machine (a database admin page, a metadata endpoint).
let other: http.Server;
let port = 0;
const hits: string[] = [];
beforeAll(async () => {
  other = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"password":"hunter2"}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  port = (other.address() as AddressInfo).port;
});
afterAll(async () => {
  other.closeAllConnections();
  await new Promise((resolve) => other.close(resolve));
});

function asRequest(host: string, localPort: number): void {
  for (const key of [...requestHeaders.keys()]) requestHeaders.delete(key);
  requestHeaders.set('host', host);
  requestHeaders.set('x-brightbowl-local-port', String(localPort));
  requestHeaders.set('x-brightbowl-proto', 'http');
}

describe('relative content data URLs and the Host header', () => {
  it('a forged Host naming another local port fetches nothing: the key stays empty', async () => {
    asRequest(`127.0.0.1:${port}`, port + 1);
    expect(await pageData('/forged')).toEqual({ secret: null });
    expect(hits).toEqual([]);
  });

  it('the Host of the port the server listens on is its own origin: the data loads', async () => {
    asRequest(`127.0.0.1:${port}`, port);
    expect(await pageData('/own')).toEqual({ secret: { password: 'hunter2' } });
    expect(hits).toEqual(['/internal.json']);
  });
});
