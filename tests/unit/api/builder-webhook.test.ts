/**
 * The route as Next serves it: composed from the environment, it reaches the page store the server
 * registered at start (page-store-control.ts), across the bundles that separate them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/builder/webhook/route';
import type * as EnvModule from '@/config/env';
import { registerPageStoreControl } from '@/services/http/page-store-control';

const SECRET = 'route-webhook-secret-0123456789abcdef';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const parsed = actual.parseEnv({ BUILDER_WEBHOOK_SECRET: 'route-webhook-secret-0123456789abcdef' });
  return { ...actual, env: () => parsed };
});

afterEach(() => registerPageStoreControl(undefined));

const body = readFileSync(fileURLToPath(new URL('../../fixtures/builder-webhook/publish-symbol.json', import.meta.url)), 'utf8');
const post = () =>
  POST(new Request('http://localhost:3000/api/builder/webhook', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` }, body }));

describe('POST /api/builder/webhook', () => {
  it('drops through the page store the server registered, and answers how many pages went', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const dropped: string[] = [];
    registerPageStoreControl({
      dropContent: (ids) => (dropped.push(...ids), 2),
      dropPaths: () => 0,
      dropAll: () => 0,
    });
    const response = await post();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ dropped: 2 });
    expect(dropped).toEqual(['3c9d1e7f5a2b4c6d8e0f1a3b5c7d9e1f']);
  });

  it('with no page store registered (development, PAGE_CACHE_SECONDS=0) it answers 200 { dropped: 0 }', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const response = await post();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ dropped: 0 });
  });
});
