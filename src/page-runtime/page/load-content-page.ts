/**
 * The server's half of a content page: reads the visitor's targeting cookies, asks the content
 * service for the page (A/B variation chosen, personalization resolved), and returns what the
 * renderers need (the SDK page also gets the page's data URLs, fetched by loadSdkPageData). Deduplicated per request with React's cache(), so
 * generateMetadata and the page share ONE A/B draw (two draws could title one variation and render
 * the other).
 */
import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import type { Locale } from '@/config/constants';
import { testCookiesOf } from '@/domain/routing/page-cookies';
import { env } from '@/config/env';
import type { Theme } from '@/config/themes';
import { ATTRIBUTES_COOKIE, contentService, fetchDataUrls, parseAttributesCookie, type AbTestAssignment, type ResolvedPage } from '@/services/content';
import { secureRandom } from '@/services/content/secure-random';
import type { HttpRequestSpec } from '@/domain/content/page';
import { resolveLocalizedValues } from '@/domain/content/localized-value';
import { resolveArticleBlocks } from '@/page-runtime/page/articles/resolve-article-blocks';
import { resolveModelBlocks } from '@/page-runtime/page/models/resolve-model-blocks';
import { resolveCatalogBlocks } from '@/page-runtime/page/models/resolve-catalog-blocks';
import { resolveQuizBlocks } from '@/page-runtime/page/models/resolve-quiz-blocks';
import { resolveContentSymbols } from '@/page-runtime/page/resolve-symbols';
import { symbolAbTests } from './symbol-ab-tests';
import type { BuilderPageProps } from './builder-page';
import { toRenderableContent, type RenderableContent } from './renderable-content';
import { requestOrigin } from '@/services/http/request-origin';
import { cacheDraw, noteContent, noteRender } from '@/services/http/render-notes';
import { requestPageCookies } from '@/services/http/page-cookies';

/** URL paths longer than this are no page of ours (and would only bloat the Content API query). */
const MAX_URL_PATH_LENGTH = 1024;

export type LoadedContentPage = {
  readonly page: ResolvedPage;
  /** What the page's symbols' own A/B tests served this visitor (one per symbol under test). */
  readonly symbolAbTests: readonly AbTestAssignment[];
  /** What either renderer needs; the SDK page also needs `data` (see loadSdkPageData). */
  readonly props: Omit<BuilderPageProps, 'data' | 'content'> & { readonly content: RenderableContent };
};

function isAbsoluteUrl(spec: HttpRequestSpec): boolean {
  return /^https?:\/\//i.test(typeof spec === 'string' ? spec : spec.request.url);
}

/**
 * The results of the content's data URLs, keyed as configured (a failed one is null). Without a
 * trusted origin, relative URLs are not fetched at all (their keys stay null) rather than resolved
 * against a visitor-supplied Host.
 */
async function loadPageData(httpRequests: Readonly<Record<string, HttpRequestSpec>> | undefined): Promise<Readonly<Record<string, unknown>>> {
  const entries = Object.entries(httpRequests ?? {});
  if (entries.length === 0) return {};
  const origin = await requestOrigin();
  const fetchable = origin ? entries : entries.filter(([, spec]) => isAbsoluteUrl(spec));
  if (fetchable.length < entries.length) {
    console.warn('[content] Relative data URLs not loaded: the request host is not one this site serves', {
      keys: entries.filter(([, spec]) => !isAbsoluteUrl(spec)).map(([key]) => key),
    });
  }
  const { data } = await fetchDataUrls(Object.fromEntries(fetchable), {
    // Without a trusted origin only absolute URLs remain, checked against the allowlist; .invalid never resolves.
    origin: origin ?? 'http://origin.invalid',
    allowedHosts: env().CONTENT_DATA_ALLOWED_HOSTS,
  });
  return Object.fromEntries(entries.map(([key]) => [key, data[key] ?? null]));
}

/** The page at `urlPath` for this theme, locale and visitor, or null when none targets them. */
export const loadContentPage = cache(async (theme: Theme, locale: Locale, urlPath: string): Promise<LoadedContentPage | null> => {
  if (urlPath.length > MAX_URL_PATH_LENGTH) return null;
  const { values } = await requestPageCookies();
  const attributes = parseAttributesCookie(values[ATTRIBUTES_COOKIE]);
  const testCookies = testCookiesOf(values);
  const draw = await cacheDraw();
  const served = await contentService().getPage({ urlPath, theme, locale, attributes, testCookies, draw });
  if (!served) return null;
  // Publishing this entry drops the stored copies of the page (its symbols are noted as they are resolved).
  await noteContent(served.content.id);
  // Symbols stored by reference are inlined first (each symbol's own A/B test drawn as the page's
  // is), then blog and press list blocks get their articles, FAQ and ingredients blocks their
  // entries, catalog-drawn feeding tables their recipes, quiz blocks their quiz and catalog, so
  // both renderers show the same.
  const symbolTests = symbolAbTests(testCookies, draw === undefined ? secureRandom : () => draw);
  const symbols = await resolveContentSymbols(served.content.data.blocks, theme, locale, symbolTests.choose);
  const symbolAssignments = symbolTests.tests();
  // The page cache keeps one copy per variation of every test the page runs, its symbols' included.
  await noteRender((notes) => {
    for (const test of [...(served.test ? [served.test] : []), ...symbolAssignments.map(({ abTest, shares }) => ({ contentId: abTest.contentId, shares }))]) {
      notes.tests.push(test);
    }
    for (const abTest of [served.abTest, ...symbolAssignments.map((test) => test.abTest)]) {
      if (abTest?.setCookie) notes.drawn[abTest.contentId] = abTest.variationId;
    }
  });
  const modelled = await resolveModelBlocks(await resolveArticleBlocks(symbols, theme, locale), theme, locale);
  const blocks = await resolveQuizBlocks(await resolveCatalogBlocks(modelled, locale), locale, urlPath);
  const withBlocks = blocks === served.content.data.blocks ? served.content.data : { ...served.content.data, blocks };
  // Localized fields (the page's, and its symbols' now inlined) take this locale's value once, here, so every renderer and the state island get plain values.
  const data = resolveLocalizedValues(withBlocks, locale);
  const page = data === served.content.data ? served : { ...served, content: { ...served.content, data } };

  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return {
    page,
    symbolAbTests: symbolAssignments.map((test) => test.abTest),
    props: {
      content: toRenderableContent(page.content),
      locale,
      theme,
      apiKey: env().BUILDER_API_KEY,
      abTest: page.abTest,
      nonce,
    },
  };
});

/**
 * The results of the page's data URLs, for the SDK page (which passes them to the SDK as `data`).
 */
export function loadSdkPageData(page: ResolvedPage): Promise<Readonly<Record<string, unknown>>> {
  return loadPageData(page.content.data.httpRequests);
}

/**
 * The state a published page's bindings start from, as the SDK builds it: the content's
 * `data.state` with the results of its data URLs under their names. A page without data URLs
 * fetches nothing.
 */
export async function loadPageState(page: ResolvedPage): Promise<Readonly<Record<string, unknown>>> {
  const state = page.content.data.state ?? {};
  const results = await loadPageData(page.content.data.httpRequests);
  return Object.keys(results).length === 0 ? state : { ...state, ...results };
}
