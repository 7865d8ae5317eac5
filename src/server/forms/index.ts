/**
 * POST /api/forms/[name] composed from the environment: the handler (./forms-handler.ts), the local
 * store, and the forwarder that sends a Form block's submissions where its content says.
 */
import 'server-only';
import { env } from '@/config/env';
import { resolveRoute } from '@/domain/routing/resolve';
import { botCheck } from '@/services/bot-check';
import { contentService } from '@/services/content';
import { createFormSubmitter, findFormRouting, formTargetFor, localFormStore, type SubmitterDeps } from '@/services/forms';
import { clientIdentity } from '@/server/http/client-ip';
import { createPerMinuteRateLimiter } from '@/server/http/rate-limit';
import { createFormsHandler, type FormForwarder } from './forms-handler';

export { createFormsHandler, type FormForwarder } from './forms-handler';

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
