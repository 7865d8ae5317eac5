import 'server-only';
import { env } from '@/config/env';
import { resolveRoute } from '@/domain/routing/resolve';
import { botCheck } from '@/services/bot-check';
import { contentService } from '@/services/content';
import { clientIdentity } from '@/services/http/client-ip';
import { createPerMinuteRateLimiter } from '@/services/http/rate-limit';
import { findFormRouting } from './content-routing';
import { sharedDatabase } from '@/services/store/database';
import { openedOnFirstUse } from '@/services/store/storage-state';
import { createActionUrlSubmitter } from './action-url';
import { createBuilderFormSubmitter } from './builder';
import { createFormsHandler, type FormForwarder } from './forms-handler';
import { createLocalFormStore, createLocalFormSubmitter, type LocalFormStore } from './local';
import type { FetchLike } from './remote';
import type { FormBlockRouting, FormContentType, FormSubmitter, FormTarget } from './types';

export { actionUrlProblem, createActionUrlSubmitter } from './action-url';
export { builderFormSubmitUrl, createBuilderFormSubmitter } from './builder';
export {
  createFormsHandler,
  
  
  
  
  
  
  type FormForwarder,
  
} from './forms-handler';
export { findFormRouting } from './content-routing';
export { createLocalFormStore, type LocalFormStore } from './local';
export type * from './types';

const CONTENT_TYPES: readonly FormContentType[] = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Where a block's submissions go: Builder's form-submit when it sends to an email and a Builder
 * key is configured; its custom action URL when it has one; otherwise the local store (so a block
 * configured for email still works offline).
 */
export function formTargetFor(block: FormBlockRouting, builderApiKey: string | undefined): FormTarget {
  if (block.sendSubmissionsTo === 'email' && builderApiKey && block.sendSubmissionsToEmail) {
    return { kind: 'builder', apiKey: builderApiKey, recipient: block.sendSubmissionsToEmail };
  }
  if (block.sendSubmissionsTo === 'custom' && block.action) {
    const contentType = CONTENT_TYPES.find((t) => t === block.contentType);
    return { kind: 'action', url: block.action, ...(contentType ? { contentType } : {}) };
  }
  return { kind: 'local' };
}

export type SubmitterDeps = {
  readonly store: LocalFormStore;
  readonly fetch: FetchLike;
  /** Hosts a custom action URL may point to. */
  readonly allowedActionHosts: readonly string[];
};

/** The FormSubmitter for a target. Throws for an action URL that may not be used. */
export function createFormSubmitter(target: FormTarget, deps: SubmitterDeps): FormSubmitter {
  switch (target.kind) {
    case 'local':
      return createLocalFormSubmitter(deps.store);
    case 'builder':
      return createBuilderFormSubmitter({ apiKey: target.apiKey, recipient: target.recipient, fetch: deps.fetch });
    case 'action':
      return createActionUrlSubmitter({ ...target, allowedHosts: deps.allowedActionHosts, fetch: deps.fetch });
  }
}

/** The process's local form store, opened on first use (not when the route is composed). */
function localFormStore(): LocalFormStore {
  return openedOnFirstUse(() => createLocalFormStore({ db: sharedDatabase(env().DATA_DIR) }));
}

/** The content of the page a form sits on (the page router's theme and locale for that host and path). */
export type PageContentLookup = (host: string | null, page: string) => Promise<unknown>;

/**
 * The forwarder of POST /api/forms/[name]: the Form block's own content decides the target
 * (Builder's form-submit needs BUILDER_API_KEY; a custom action must be an https URL on
 * CONTENT_DATA_ALLOWED_HOSTS). Without a page, or without that form on it, the submission is local.
 */
export function createFormForwarder(
  deps: SubmitterDeps & { readonly builderApiKey: string | undefined; readonly pageContent: PageContentLookup },
): FormForwarder {
  return async (location, values) => {
    if (location.page === null) return null;
    const routing = findFormRouting(await deps.pageContent(location.host, location.page), location.formName);
    if (routing === null) return null;
    const target = formTargetFor(routing, deps.builderApiKey);
    if (target.kind === 'local') return null;
    return createFormSubmitter(target, deps).submit({ formName: location.formName, values });
  };
}

/** The published content of the page at `page` on `host`, as a visitor without cookies would get it. */
async function publishedPageContent(host: string | null, page: string): Promise<unknown> {
  const decision = resolveRoute(host, page, '', env().VET_HOSTS);
  if (decision.kind !== 'rewrite') return null;
  const prefix = `/${decision.theme}/${decision.locale}`;
  const urlPath = decision.pathname.slice(prefix.length) || '/';
  const resolved = await contentService().getPage({ urlPath, theme: decision.theme, locale: decision.locale });
  return resolved?.content ?? null;
}

let cachedHandler: ((request: Request, formName: string) => Promise<Response>) | undefined;

/** POST /api/forms/[name], composed from the environment on first use (same per-IP rate as signups). */
export function formsHandler(): (request: Request, formName: string) => Promise<Response> {
  const e = env();
  cachedHandler ??= createFormsHandler({
    store: localFormStore(),
    rateLimiter: createPerMinuteRateLimiter({ perMinute: e.SIGNUP_RATE_LIMIT_PER_MINUTE }),
    now: Date.now,
    clientKey: (request) => clientIdentity(request.headers, e.TRUSTED_PROXY_HOPS),
    botCheck: botCheck(),
    forward: createFormForwarder({
      store: localFormStore(),
      fetch,
      allowedActionHosts: e.CONTENT_DATA_ALLOWED_HOSTS,
      builderApiKey: e.BUILDER_API_KEY,
      pageContent: publishedPageContent,
    }),
  });
  return cachedHandler;
}
