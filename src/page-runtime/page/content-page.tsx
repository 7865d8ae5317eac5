/**
 * A route whose content comes from the page-builder: the home page and every path without a page
 * of its own. Published visits are server-rendered (published-page.tsx: no SDK, islands only where
 * the browser is needed, bindings evaluated without eval); only Builder's editor and previews go
 * through the SDK page, loaded by dynamic import.
 */
import { requestPageCookies } from '@/services/http/page-cookies';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DISMISSED_COOKIE, parseDismissed } from '@/blocks/announcement-bar/dismissal';
import { omitDismissedAnnouncements } from '@/blocks/announcement-bar/omit-dismissed';
import { contentUnrenderedFeatures } from '@/page-runtime/render/render-content';
import type { Locale } from '@/config/constants';
import { env } from '@/config/env';
import type { Theme } from '@/config/themes';
import { PageShellFlags } from './page-shell-flags';
import { PageVideoJsonLd } from './page-video-json-ld';
import { isPreviewRequest } from './builder-mode';
import { loadContentPage, loadPageState, loadSdkPageData, type LoadedContentPage } from './load-content-page';
import { withOpenFaq } from './models/resolve-model-blocks';
import { PublishedPage } from './published-page';
import { isRenderableContent, type RenderableContent } from './renderable-content';
import { SdkPage } from '../editor/sdk-page';
import { StickyAbTest } from './sticky-ab-test';

export type ContentPageTarget = {
  readonly theme: Theme;
  readonly locale: Locale;
  /** The public path without the locale prefix: '/', '/about-us'. */
  readonly urlPath: string;
};

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** Title, description and robots from the content; null when there is no page (the route 404s). */
export async function contentPageMetadata(target: ContentPageTarget): Promise<{ title: string; description?: string; noIndex: boolean } | null> {
  const loaded = await loadContentPage(target.theme, target.locale, target.urlPath);
  if (!loaded) return null;
  const { data, name } = loaded.page.content;
  return {
    title: data.title?.trim() || name,
    ...(data.description ? { description: data.description } : {}),
    noIndex: data.noIndex === true,
  };
}

/** The robots field for a page the editor marked noIndex (the broken-block test page is one). */
export function robotsFor(noIndex: boolean): Metadata['robots'] {
  return noIndex ? { index: false, follow: false } : undefined;
}

// One log line per content version and process, not one per request.
const MAX_LOGGED = 500;
const logged = new Set<string>();

/**
 * What of this published content the server renderer leaves out (custom code, animations, unknown
 * components, symbols it could not find), logged once per content version; empty when nothing.
 */
export function skippedFeatures(loaded: LoadedContentPage): readonly string[] {
  const { content } = loaded.props;
  if (!isRenderableContent(content)) return [];
  const reasons = contentUnrenderedFeatures(content.data);
  const key = `${content.id}:${content.variationId}:${content.lastUpdated ?? ''}`;
  if (reasons.length > 0 && !logged.has(key) && logged.size < MAX_LOGGED) {
    logged.add(key);
    console.warn(`[content] "${content.name}" (${content.id}) renders without what the server renderer does not run: ${reasons.join('; ')}`);
  }
  return reasons;
}

/**
 * The content without the announcements this visitor closed: the server leaves them out rather than
 * the browser removing them after hydration, which would move the page for every returning visitor
 * (see announcement-bar/dismissal.ts). These pages are rendered per request already, so the cookie
 * read makes nothing dynamic that was static. Previews keep every block: the editor sees the page
 * as it is built.
 */
async function forThisVisitor(content: RenderableContent, preview: boolean): Promise<RenderableContent> {
  if (preview || !isRenderableContent(content)) return content;
  const dismissed = parseDismissed((await requestPageCookies()).values[DISMISSED_COOKIE]);
  const blocks = omitDismissedAnnouncements(content.data.blocks, dismissed);
  return blocks === content.data.blocks ? content : { ...content, data: { ...content.data, blocks } };
}

export async function ContentPage({ target, searchParams }: { readonly target: ContentPageTarget; readonly searchParams: SearchParams }) {
  const loaded = await loadContentPage(target.theme, target.locale, target.urlPath);
  const apiKey = env().BUILDER_API_KEY;
  const preview = isPreviewRequest(searchParams, apiKey !== undefined);
  if (loaded) {
    const { hideHeader, hideFooter } = loaded.page.content.data;
    // Only Builder's editor and previews get the SDK; published content never does (not even content
    // with custom code: that code is never run in a visitor's browser, see docs/page-builder.md,
    // "What the server renderer does not do").
    const viaSdk = preview;
    if (!viaSdk) skippedFeatures(loaded);
    const served = await forThisVisitor(loaded.props.content, preview);
    // `?faq=<id>` (search results, the contact page's links) opens that FAQ on any page that shows it.
    const openFaq = typeof searchParams.faq === 'string' ? searchParams.faq : undefined;
    const blocks = withOpenFaq(served.data.blocks, openFaq);
    const content = blocks === served.data.blocks ? served : { ...served, data: { ...served.data, blocks } };
    return (
      <>
        <PageShellFlags hideHeader={hideHeader} hideFooter={hideFooter} />
        {/* Both render paths show the same videos, so both carry their structured data. */}
        {isRenderableContent(content) ? (
          <PageVideoJsonLd blocks={content.data.blocks} title={content.data.title?.trim() || content.name} lastUpdated={content.lastUpdated} nonce={loaded.props.nonce} />
        ) : null}
        {/* A symbol's own A/B assignment is made sticky as a page's is, on either render path. */}
        {loaded.symbolAbTests.map((assignment) => (assignment.setCookie ? <StickyAbTest key={assignment.contentId} assignment={assignment} /> : null))}
        {viaSdk ? (
          <SdkPage {...loaded.props} content={content} data={await loadSdkPageData(loaded.page)} />
        ) : (
          <PublishedPage content={content} locale={target.locale} theme={target.theme} abTest={loaded.props.abTest} state={await loadPageState(loaded.page)} />
        )}
      </>
    );
  }
  // The editor opens pages that are not published yet: give it an empty canvas, not a 404.
  if (preview) return <SdkPage content={null} locale={target.locale} theme={target.theme} apiKey={apiKey} />;
  notFound();
}
