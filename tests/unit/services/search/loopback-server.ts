/**
 * A tiny node:http server on 127.0.0.1 (port 0) that adapts requests to a fetch-style handler, the
 * way Next.js mounts src/app/api/search/[...path]/route.ts: paths under `mountPath` reach the
 * handler, anything else is a JSON 404. Lets the real algoliasearch client (its Node requester)
 * talk to the search route over real HTTP in tests and in scripts/bench/bench-search.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

export type LoopbackServer = { readonly origin: string; close(): Promise<void> };

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    // Node's fetch Request needs this for a streamed body.
    duplex: 'half',
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startLoopbackServer(
  handler: (request: Request) => Promise<Response>,
  mountPath = '/api/search',
): Promise<LoopbackServer> {
  let origin = '';
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const answer = path.startsWith(`${mountPath}/`)
      ? handler(toRequest(req, origin))
      : Promise.resolve(Response.json({ error: 'not found' }, { status: 404 }));
    answer
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        // The handler never rejects by contract; if it does, the test must see a 500, not a hang.
        console.error(error);
        res.statusCode = 500;
        res.end();
      });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
