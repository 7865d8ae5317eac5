import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { rankMatches, type Targetable } from '@/services/content/targeting';
import type { UserAttributes } from '@/services/content/types';

/**
 * A loopback stand-in for Builder's Content API (`GET /api/v3/content/<model>`), so a server started
 * with a Builder key (BUILDER_CONTENT_API_ORIGIN pointing here) renders without the network. It
 * answers like Builder does for the parameters our server sends: every published entry of the model
 * whose targeting matches `userAttributes` (the site's own targeting rules, most specific first),
 * then `query.*` field filters, `offset` and `limit`. Entries come from the content fixtures plus
 * the ones a test adds; each request is recorded so a test can show the server asked here.
 */
export type ContentApiStub = {
  readonly origin: string;
  /** Model and user attributes of every request, in order. */
  readonly requests: readonly { readonly model: string; readonly userAttributes: UserAttributes }[];
  close(): Promise<void>;
};

type RawEntry = Targetable & { readonly published?: string; readonly [key: string]: unknown };

const FIXTURE_ROOT = path.resolve(__dirname, '../../../fixtures/content');
const MODEL_NAME = /^[a-z0-9-]+$/;

function fixtureEntries(model: string): RawEntry[] {
  const folder = path.join(FIXTURE_ROOT, model);
  if (!MODEL_NAME.test(model) || !existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as RawEntry);
}

function readPath(value: unknown, dotted: string): unknown {
  let current = value;
  for (const key of dotted.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export async function startContentApiStub(extra: Readonly<Record<string, readonly RawEntry[]>>): Promise<ContentApiStub> {
  const requests: { model: string; userAttributes: UserAttributes }[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const match = /^\/api\/v[13]\/content\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
      return;
    }
    const model = decodeURIComponent(match[1] ?? '');
    const userAttributes = JSON.parse(url.searchParams.get('userAttributes') ?? '{}') as UserAttributes;
    requests.push({ model, userAttributes });
    const entries = [...(extra[model] ?? []), ...fixtureEntries(model)].filter((entry) => entry.published === 'published');
    const fieldQuery = [...url.searchParams].filter(([key]) => key.startsWith('query.')).map(([key, value]) => [key.slice('query.'.length), JSON.parse(value) as unknown] as const);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 30);
    const results = rankMatches(entries, userAttributes, Date.now())
      .filter((entry) => fieldQuery.every(([field, value]) => readPath(entry, field) === value))
      .slice(offset, offset + limit);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
