/**
 * The cloud content source: Builder's Content API (`GET /api/<version>/content/<model>`), with the
 * parameters @builder.io/sdk sends (apiKey, userAttributes as JSON, limit, offset, query.* flattened,
 * includeRefs, omit; a symbol by its id as the SDK's Symbol asks for it, `query.id`, with enrich so
 * its nested symbols come inline). The API applies targeting and schedules; this module parses the answer with the
 * same schemas as the fixtures, then picks the A/B variation and resolves personalization itself,
 * exactly as the local source does. Every failure becomes a `ContentSourceError`.
 */
import 'server-only';
import { PAGE_BUILDER, type BuilderApiVersion } from '@/config/constants';
import { formatIssues } from '@/domain/zod-issues';
import { contentApiResponseSchema, parseEntry } from './schema';
import { entryAttributes, isSymbolReference, pageAttributes, resolveLimit, resolveOffset, resolvePage, toSymbolContent } from './resolve';
import { ContentSourceError, type ContentLogger, type ContentService, type EntryFieldQuery, type UserAttributes } from './types';
import type { ContentEntry } from '@/domain/content/entry';
import { PAGE_MODEL, type DataByModel } from '@/domain/content/models';
import { SYMBOL_MODEL } from '@/domain/content/symbol';

const BUILDER_CDN_HOST = 'https://cdn.builder.io';
/** Budget for one Content API call. Not a spec number: past it the page shows its error state. */
const BUILDER_TIMEOUT_MS = 5_000;
/** Spec §8 "invalid api version (must be v1 or v3)", worded as the env check words it. */
export const INVALID_API_VERSION_MESSAGE = 'Invalid apiVersion: expected v1 or v3';
export const MISSING_API_KEY_MESSAGE = 'Missing Builder API key: set BUILDER_API_KEY, or unset it to use the local fixtures';

export type ContentApiRequest = {
  readonly host?: string | undefined;
  readonly apiVersion: BuilderApiVersion;
  readonly apiKey: string;
  /** A site model, or the model a symbol reference names (checked by isSymbolReference first). */
  readonly model: string;
  readonly userAttributes: UserAttributes;
  readonly limit: number;
  readonly offset?: number | undefined;
  readonly query?: EntryFieldQuery | undefined;
  /** Inline the content of referenced symbols (Builder's enrich). */
  readonly enrich?: boolean | undefined;
};

/** The Content API URL for a request (exported so its shape is unit-tested). */
export function contentApiUrl(request: ContentApiRequest): URL {
  const url = new URL(`/api/${request.apiVersion}/content/${encodeURIComponent(request.model)}`, request.host ?? BUILDER_CDN_HOST);
  const params = url.searchParams;
  params.set('apiKey', request.apiKey);
  params.set('userAttributes', JSON.stringify(request.userAttributes));
  params.set('limit', String(request.limit));
  if (request.offset) params.set('offset', String(request.offset));
  params.set('includeRefs', 'true');
  if (request.enrich) params.set('enrich', 'true');
  // The SDK omits this by default: it is large and nothing here reads it.
  params.set('omit', 'meta.componentsUsed');
  // Flattened like the SDK's flattenMongoQuery: query.data.slug="fresh-start" (values JSON-encoded).
  for (const [path, value] of Object.entries(request.query ?? {})) params.set(`query.${path}`, JSON.stringify(value));
  return url;
}

/** The URL without the api key, for errors and logs. */
function redacted(url: URL): string {
  const copy = new URL(url);
  if (copy.searchParams.has('apiKey')) copy.searchParams.set('apiKey', '***');
  return copy.toString();
}

export type BuilderSourceOptions = {
  readonly apiKey: string | undefined;
  /** Validated again here so a direct caller gets the spec message too; v3 when absent. */
  readonly apiVersion?: string | undefined;
  readonly host?: string | undefined;
  readonly fetch?: typeof fetch | undefined;
  readonly timeoutMs?: number | undefined;
  readonly now?: (() => number) | undefined;
  readonly random?: (() => number) | undefined;
  readonly log?: ContentLogger | undefined;
};

function checkApiVersion(version: string | undefined): BuilderApiVersion {
  const candidate = version ?? PAGE_BUILDER.defaultApiVersion;
  const known: readonly string[] = PAGE_BUILDER.apiVersions;
  if (!known.includes(candidate)) throw new Error(INVALID_API_VERSION_MESSAGE);
  return candidate as BuilderApiVersion;
}

export function createBuilderContentSource(options: BuilderSourceOptions): ContentService {
  const givenKey = options.apiKey?.trim();
  if (!givenKey) throw new Error(MISSING_API_KEY_MESSAGE);
  const apiKey: string = givenKey;
  const apiVersion = checkApiVersion(options.apiVersion);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? BUILDER_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const log = options.log ?? ((message, details) => console.warn(`[content] ${message}`, details ?? {}));

  /** Fetches one answer; resolves with its raw results or rejects with a ContentSourceError only. */
  async function fetchResults(request: Omit<ContentApiRequest, 'apiKey' | 'apiVersion' | 'host'>): Promise<{ results: unknown[]; url: string }> {
    const url = contentApiUrl({ ...request, apiKey, apiVersion, host: options.host });
    const shown = redacted(url);
    const signal = AbortSignal.timeout(timeoutMs);
    let body: unknown;
    try {
      const response = await doFetch(url, { method: 'GET', headers: { accept: 'application/json' }, signal });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ContentSourceError('http', `Content API answered ${response.status} for ${request.model}`, { status: response.status, url: shown });
      }
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch (cause) {
        throw new ContentSourceError('malformed', `Content API answer for ${request.model} is not JSON`, { url: shown, cause });
      }
    } catch (error) {
      if (error instanceof ContentSourceError) throw error;
      const timedOut = signal.aborted || (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'));
      throw timedOut
        ? new ContentSourceError('timeout', `Content API did not answer within ${timeoutMs} ms for ${request.model}`, { url: shown, cause: error })
        : new ContentSourceError('network', `Content API unreachable for ${request.model}`, { url: shown, cause: error });
    }
    const envelope = contentApiResponseSchema.safeParse(body);
    if (!envelope.success) {
      throw new ContentSourceError('malformed', `Content API answer for ${request.model} has no results list:\n${formatIssues(envelope.error)}`, { url: shown });
    }
    return { results: envelope.data.results, url: shown };
  }

  return {
    async getPage(request) {
      const at = now();
      const { results, url } = await fetchResults({
        model: PAGE_MODEL,
        userAttributes: pageAttributes(request),
        limit: PAGE_BUILDER.itemsPerPageRequest,
      });
      const first = results[0];
      if (first === undefined) return null;
      const parsed = parseEntry(PAGE_MODEL, first);
      if (!parsed.success) {
        // An unrenderable page must not pass for "no page" (a 404 would hide the editor's mistake).
        throw new ContentSourceError('malformed', `Page content for ${request.urlPath} is malformed:\n${formatIssues(parsed.error)}`, { url });
      }
      return resolvePage(parsed.data, request, { now: at, random, log });
    },

    async getEntries(model, request) {
      const limit = resolveLimit(request.limit);
      const offset = resolveOffset(request.offset);
      const { results, url } = await fetchResults({ model, userAttributes: entryAttributes(request), limit, offset, query: request.query });
      const entries: ContentEntry<DataByModel[typeof model]>[] = [];
      results.forEach((raw, index) => {
        const parsed = parseEntry(model, raw);
        if (parsed.success) entries.push(parsed.data);
        // One bad entry (say, a blog post missing its date) must not empty the whole list; it is reported.
        else log(`Skipped a malformed ${model} entry from the Content API`, { url, index, issues: formatIssues(parsed.error) });
      });
      return entries.map(({ id, name, data, lastUpdated }) => ({ id, name, data, lastUpdated }));
    },

    async getSymbol(model, entryId, request) {
      if (!isSymbolReference(model, entryId, log)) return null;
      const { results, url } = await fetchResults({ model, userAttributes: entryAttributes(request), limit: 1, query: { id: entryId }, enrich: true });
      const first = results[0];
      if (first === undefined) return null;
      // Every symbol model shares the symbol's shape (blocks and state), whatever its name.
      const parsed = parseEntry(SYMBOL_MODEL, first);
      if (!parsed.success) {
        throw new ContentSourceError('malformed', `Symbol ${model}/${entryId} is malformed:\n${formatIssues(parsed.error)}`, { url });
      }
      // An answer for another entry (a query the API ignored) must not stand in for this one.
      if (parsed.data.id !== entryId || parsed.data.published !== 'published') return null;
      return toSymbolContent(parsed.data);
    },
  };
}
