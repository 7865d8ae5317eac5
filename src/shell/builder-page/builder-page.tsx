'use client';

// Must stay the first import: it switches the SDK's tracking off before the SDK module runs.
import './sdk-no-track';
import { BuilderComponent, builder, type RegisteredComponent } from '@builder.io/react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { BlockEnvironmentProvider } from '@/blocks/block-environment';
import { BUILDER_COMPONENTS } from '@/blocks/builder-components';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { AB_TEST_ASSIGNED_EVENT } from '../shell-events';
import type { AbTestAssignment } from '@/services/content/types';
import { readCookie, serializeTestCookie } from './ab-test-cookie';
import { detectBuilderMode, type BuilderMode } from './builder-mode';
import { isRenderableContent, UNSUPPORTED_CONTENT_MESSAGE, type RenderableContent } from './renderable-content';
import { initBuilderSdk, sdkIsEditing } from './sdk-setup';
// Unsupported content shows the same notice box as a failed block (§8 messages side by side).
import noticeStyles from '@/blocks/block-guard.module.css';

// One array for the process: BuilderComponent re-registers its components whenever this prop changes identity.
const CUSTOM_COMPONENTS: RegisteredComponent[] = [...BUILDER_COMPONENTS];

export type BuilderPageProps = {
  /** One variation, personalization resolved (see toRenderableContent); null only for an editor's unpublished page. */
  readonly content: RenderableContent | null;
  /** The page state: the results of the content's data URLs, fetched on the server. */
  readonly data?: Readonly<Record<string, unknown>> | undefined;
  readonly locale: Locale;
  readonly theme: Theme;
  /** Builder's public API key (spec §1); absent when the content comes from local fixtures. */
  readonly apiKey?: string | undefined;
  /** The server's A/B assignment; when it carries `setCookie`, this visitor was assigned just now. */
  readonly abTest?: AbTestAssignment | null | undefined;
  /** The request's CSP nonce, for the style elements the SDK writes. */
  readonly nonce?: string | undefined;
};

const subscribeNever = () => () => undefined;

/** 'live' on the server and during hydration (so the markup matches), then what the browser says. */
function useBuilderMode(hasApiKey: boolean): BuilderMode {
  return useSyncExternalStore(
    subscribeNever,
    () => detectBuilderMode({ hasApiKey, search: window.location.search, inIframe: window.top !== window.self, sdkEditing: sdkIsEditing() }),
    () => 'live',
  );
}

/**
 * Makes a fresh A/B assignment sticky: writes `builder.tests.<contentId>` with the variation the
 * server rendered and tells the page-view reporter, which pushes the A/B event from the cookie. A
 * repeated effect (StrictMode, a re-render) finds the cookie already set and does nothing.
 */
function useStickyAbTest(assignment: AbTestAssignment | null | undefined): void {
  const cookie = assignment?.setCookie;
  const contentId = assignment?.contentId;
  useEffect(() => {
    if (!cookie || !contentId) return;
    if (readCookie(document.cookie, cookie.name) === cookie.value) return;
    document.cookie = serializeTestCookie(cookie, window.location.protocol === 'https:');
    // The A/B event itself comes from the page-view reporter, which derives them from the cookies (§7).
    window.dispatchEvent(new Event(AB_TEST_ASSIGNED_EVENT));
  }, [cookie, contentId]);
}

export function UnsupportedContent() {
  return (
    <div className={noticeStyles.error} role="alert" data-content-error="unsupported">
      <p>{UNSUPPORTED_CONTENT_MESSAGE}</p>
    </div>
  );
}

/**
 * Renders page content through @builder.io/react with the registered blocks. The content arrives
 * from the server fully resolved, so the server's HTML and the browser agree; only in Builder's
 * editor or preview (API key set) does the SDK replace it with the live draft.
 */
export function BuilderPage({ content, data, locale, theme, apiKey, abTest: assignment, nonce }: BuilderPageProps) {
  initBuilderSdk(apiKey);
  const mode = useBuilderMode(apiKey !== undefined);
  useStickyAbTest(assignment);

  useEffect(() => {
    // Drafts are fetched by the SDK with its user attributes: give it the same targeting the server used.
    if (mode !== 'live') builder.setUserAttributes({ locale, theme });
  }, [mode, locale, theme]);

  const state = useMemo(() => ({ ...data, locale, theme }), [data, locale, theme]);
  const environment = useMemo(() => ({ locale, theme }), [locale, theme]);

  const renderable = isRenderableContent(content);
  // null content is the editor's canvas for an unpublished page, which only Builder (a key) can fill.
  const editorCanvas = content === null && apiKey !== undefined;
  const unsupported = !renderable && !editorCanvas;
  useEffect(() => {
    if (unsupported) console.error(`${UNSUPPORTED_CONTENT_MESSAGE}: the page renderer received`, content);
  }, [unsupported, content]);
  if (unsupported) return <UnsupportedContent />;

  return (
    <BlockEnvironmentProvider value={environment}>
      <BuilderComponent
        model="page"
        // Omitted, not undefined, for an unpublished page: the SDK reads `'content' in props` as "given".
        {...(renderable ? { content } : {})}
        data={state}
        customComponents={CUSTOM_COMPONENTS}
        // Live: render exactly the content given, never fetch. Editor/preview: let the SDK load the draft.
        inlineContent={mode === 'live'}
        nonce={nonce}
      />
    </BlockEnvironmentProvider>
  );
}
