import { vi } from 'vitest';

export type Route = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * A fetch stub keyed by "METHOD path": the bot check's routes answer a 1-bit puzzle (solved at
 * once) and a token; other routes come from the test. Calls are recorded in order.
 */
export function stubFetch(routes: Record<string, Route> = {}) {
  const calls: string[] = [];
  const bodies: Record<string, unknown[]> = {};
  const all: Record<string, Route> = {
    'GET /api/bot-check': () => Response.json({ kind: 'local' }),
    'GET /api/challenge': () => Response.json({ puzzle: 'lp1.test', difficulty: 1, expiresInSeconds: 120 }),
    'POST /api/challenge': () => Response.json({ token: `lc1.token-${calls.length}`, expiresInSeconds: 300 }),
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
