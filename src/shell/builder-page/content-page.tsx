/**
 * A route whose content comes from the page-builder: the home page and every path without a page
 * of its own. Server component: the content is in the HTML; the client renderer only hydrates it.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from '@/config/constants';
import { env } from '@/config/env';
import type { Theme } from '@/config/themes';
import { PageShellFlags } from '../page-shell-flags';
import { BuilderPage } from './builder-page';
import { isPreviewRequest } from './builder-mode';
import { loadContentPage } from './load-content-page';

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

export async function ContentPage({ target, searchParams }: { readonly target: ContentPageTarget; readonly searchParams: SearchParams }) {
  const loaded = await loadContentPage(target.theme, target.locale, target.urlPath);
  if (loaded) {
    const { hideHeader, hideFooter } = loaded.page.content.data;
    return (
      <>
        <PageShellFlags hideHeader={hideHeader} hideFooter={hideFooter} />
        <BuilderPage {...loaded.props} />
      </>
    );
  }
  const apiKey = env().BUILDER_API_KEY;
  // The editor opens pages that are not published yet: give it an empty canvas, not a 404.
  if (isPreviewRequest(searchParams, apiKey !== undefined)) {
    return <BuilderPage content={null} locale={target.locale} theme={target.theme} apiKey={apiKey} />;
  }
  notFound();
}
