import { vi } from 'vitest';

export type Route = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * A fetch stub keyed by "METHOD path": the bot check's routes answer the local kind and an ALTCHA
 * challenge (the stand-in widget "solves" it at once, tests/support/fake-altcha.ts); other routes
 * come from the test. Calls are recorded in order.
 */
export function stubFetch(routes: Record<string, Route> = {}) {
  const calls: string[] = [];
  const bodies: Record<string, unknown[]> = {};
  const all: Record<string, Route> = {
    'GET /api/bot-check': () => Response.json({ kind: 'local' }),
    'GET /api/challenge': () => Response.json({ parameters: { algorithm: 'SHA-256', nonce: `nonce-${calls.length}`, expiresAt: Math.floor(Date.now() / 1000) + 300 }, signature: 'test' }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const key = `${init?.method ?? 'GET'} ${path.split('?')[0]}`;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (typeof init?.body === 'string') (bodies[key] ??= []).push(JSON.parse(init.body) as unknown);
    const route = all[key];
    if (!route) return new Response('not found', { status: 404 });
    return route(init, path);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, bodies };
}
