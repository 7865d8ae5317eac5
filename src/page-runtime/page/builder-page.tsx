'use client';

// Must stay the first import: it switches the SDK's tracking off before the SDK module runs.
import '../editor/sdk-no-track';
import { BuilderComponent, builder } from '@builder.io/react';
// After the SDK: replaces Builder's Form:* components in the SDK's registry with ours.
import '@/page-runtime/editor/register-builder-forms';
import { useEffect, useMemo, useSyncExternalStore, type ComponentProps } from 'react';
import { BlockEnvironmentProvider } from '@/block-kit/block-environment';
import { editorComponentsFor } from '@/page-runtime/editor/builder-components';
import { EditorPreviewContext } from '@/ui/use-editor-preview';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import type { AbTestAssignment } from '@/services/content/types';
import { detectBuilderMode, type BuilderMode } from './builder-mode';
import { isRenderableContent, UNSUPPORTED_CONTENT_MESSAGE, type RenderableContent } from './renderable-content';
import { initBuilderSdk, sdkIsEditing } from '../editor/sdk-setup';
import { useStickyAbTest } from './sticky-ab-test';
import { UnsupportedContent } from './unsupported-content';

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

type SdkContent = ComponentProps<typeof BuilderComponent>['content'];

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
 * The SDK page: renders content through @builder.io/react with the registered blocks. It serves
 * Builder's visual editor and preview, and published content the server renderer cannot render
 * exactly (bindings, actions, custom code); every other published page is server-rendered by
 * src/page-runtime/render and never loads this module (see sdk-page.tsx). The content arrives from the
 * server fully resolved, so the server's HTML and the browser agree; only in the editor or preview
 * (API key set) does the SDK replace it with the live draft.
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
    <EditorPreviewContext value={mode !== 'live'}>
    <BlockEnvironmentProvider value={environment}>
      <BuilderComponent
        model="page"
        // Omitted, not undefined, for an unpublished page: the SDK reads `'content' in props` as "given".
        // The SDK types content as mutable BuilderContent; it only reads it, so the parsed shape is passed as is.
        {...(renderable ? { content: content as unknown as SdkContent } : {})}
        data={state}
        customComponents={editorComponentsFor(theme)}
        // Live: render exactly the content given, never fetch. Editor/preview: let the SDK load the draft.
        inlineContent={mode === 'live'}
        nonce={nonce}
      />
    </BlockEnvironmentProvider>
    </EditorPreviewContext>
  );
}
