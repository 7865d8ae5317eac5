/**
 * POST /api/builder/webhook: Builder.io says content changed; the stored pages drawn from it are
 * dropped at once, so a publish shows on the next view instead of when the stored copies expire
 * (PAGE_CACHE_SECONDS). Setup and the several-servers caveat: docs/operations.md, "Builder's
 * publish webhook".
 *
 * What is dropped, by the changed content's model:
 * - a page (`page`): the stored pages whose render noted its id, and every stored page at the URL
 *   paths its targeting names before and after the change (a page that moved must leave its old URL
 *   and take its new one, where another entry's copy may be stored);
 * - a symbol (`symbol`): the stored pages whose render noted its id; renders note every symbol
 *   they placed, nested ones included, so that is every page that shows it;
 * - anything else, everything: renders do not note the data entries they read (the header's
 *   navigation and the footer are on every page; lists, article pages, FAQs and the search settings
 *   read many entries at once), a model the site does not name may reach pages through a content
 *   data URL, and a page whose targeting does not list its URLs (`urlPath startsWith …`) may take
 *   over URLs where other entries' copies are stored. A notification without the content (Builder's
 *   "Disable Payload") cannot be narrowed either.
 *
 * Answers: 200 `{ dropped }` (how many stored pages went; 0 when this server keeps none); 401
 * without the shared secret; 400/413/415 for a body that is not a webhook; 404, as for any unknown
 * API path, while BUILDER_WEBHOOK_SECRET is unset, so an unconfigured deploy shows no such route.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { builderWebhookSchema, targetedPaths, type BuilderWebhook, type BuilderWebhookContent } from '@/domain/content/builder-webhook';
import { PAGE_MODEL } from '@/domain/content/models';
import { SYMBOL_MODEL } from '@/domain/content/symbol';
import type { PageStoreControl } from '@/services/http/page-store-control';
import { parseBody } from '@/server/http/parse-request';
import { errorResponse, jsonResponse, withErrorBoundary } from '@/server/http/responses';

/**
 * The body carries the whole content twice (new and previous value, every block of a page); a
 * long page is a few hundred kB. The secret is checked before a byte of it is read.
 */
const WEBHOOK_MAX_BODY_BYTES = 8 * 1024 * 1024;

const WEBHOOK_MESSAGES = {
  unauthorized: 'Send the webhook secret as "Authorization: Bearer <secret>".',
} as const;

/** Which stored pages one notification drops. */
type PageDrop =
  | { readonly all: true; readonly reason: string }
  | { readonly all: false; readonly contentIds: readonly string[]; readonly paths: readonly string[] };

/** What to drop for a notification (see the module comment for why). */
function pagesToDrop(webhook: BuilderWebhook): PageDrop {
  const values = [webhook.previousValue, webhook.newValue].filter((value): value is BuilderWebhookContent => value !== null && value !== undefined);
  const contentIds = [...new Set(values.map((value) => value.id))];
  if (contentIds.length === 0) return { all: true, reason: 'the notification does not carry the content' };
  if (webhook.modelName === SYMBOL_MODEL) return { all: false, contentIds, paths: [] };
  if (webhook.modelName !== PAGE_MODEL) return { all: true, reason: `stored pages do not list the ${webhook.modelName ?? 'unnamed'} entries they read` };
  const targeted = values.map(targetedPaths);
  if (targeted.some((t) => t.open)) return { all: true, reason: 'the page\'s targeting does not list its URLs' };
  return { all: false, contentIds, paths: [...new Set(targeted.flatMap((t) => t.paths))] };
}

export type BuilderWebhookDeps = {
  /** BUILDER_WEBHOOK_SECRET; undefined turns the route off. */
  readonly secret: string | undefined;
  /** The running page store; undefined when this server keeps no pages. */
  readonly pageStore: () => PageStoreControl | undefined;
  readonly log?: (line: string) => void;
  /** Runs `drop` again after `ms` (a timer that does not hold the process open, by default). */
  readonly later?: (drop: () => void, ms: number) => void;
};

/**
 * Builder's content CDN may answer the previous entry for a few seconds after a publish (it serves
 * stale while it revalidates): a page rendered in that moment would be stored with the old content
 * for a whole period. The same copies are dropped once more after this long.
 */
export const PUBLISH_SETTLE_MS = 10_000;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether the Authorization header holds the secret. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the content of the guess.
 */
function holdsSecret(header: string | null, secret: string): boolean {
  const match = /^Bearer +(.+)$/i.exec(header?.trim() ?? '');
  const given = match?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(secret));
}

export function createBuilderWebhookHandler(deps: BuilderWebhookDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? ((line) => console.info(line));
  return withErrorBoundary('POST /api/builder/webhook', async (request: Request) => {
    const { secret } = deps;
    if (secret === undefined) return errorResponse(404, `No API route at ${new URL(request.url).pathname}`);
    if (!holdsSecret(request.headers.get('authorization'), secret)) return errorResponse(401, WEBHOOK_MESSAGES.unauthorized, { 'www-authenticate': 'Bearer' });

    const parsed = await parseBody(request, builderWebhookSchema, { maxBytes: WEBHOOK_MAX_BODY_BYTES, accept: ['json'] });
    if (!parsed.ok) return parsed.response;

    const drop = pagesToDrop(parsed.data);
    const store = deps.pageStore();
    const dropFrom = (pages: PageStoreControl) => (drop.all ? pages.dropAll() : pages.dropContent(drop.contentIds) + (drop.paths.length > 0 ? pages.dropPaths(drop.paths) : 0));
    let dropped = 0;
    if (store) {
      dropped = dropFrom(store);
      const later = deps.later ?? ((again: () => void, ms: number) => void setTimeout(again, ms).unref());
      later(() => void dropFrom(store), PUBLISH_SETTLE_MS);
    }
    const what = drop.all ? `every stored page (${drop.reason})` : `content ${drop.contentIds.join(', ')}${drop.paths.length > 0 ? ` and paths ${drop.paths.join(', ')}` : ''}`;
    log(`[page-store] Builder ${parsed.data.operation ?? 'change'} of ${parsed.data.modelName ?? 'an unnamed model'}: dropped ${dropped} stored page${dropped === 1 ? '' : 's'} for ${what}${store ? '' : ' (this server keeps no pages)'}`);
    return jsonResponse({ dropped });
  });
}
