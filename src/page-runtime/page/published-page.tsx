/**
 * A published page as visitors get it: the content's blocks rendered on the server (src/page-runtime/render),
 * islands only for blocks that need the browser, and no page-builder SDK.
 */
import 'server-only';
import { BlockEnvironmentProvider } from '@/block-kit/block-environment';
import { ContentBlocks } from '@/page-runtime/render/render-content';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import type { AbTestAssignment } from '@/services/content/types';
import { isRenderableContent, type RenderableContent } from './renderable-content';
import { StickyAbTest } from './sticky-ab-test';
import { UnsupportedContent } from './unsupported-content';

export type PublishedPageProps = {
  readonly content: RenderableContent;
  readonly locale: Locale;
  readonly theme: Theme;
  readonly abTest?: AbTestAssignment | null | undefined;
  /** The state bindings start from (data.state with data URL results); see loadPageState. */
  readonly state?: Readonly<Record<string, unknown>> | undefined;
};

export function PublishedPage({ content, locale, theme, abTest, state }: PublishedPageProps) {
  if (!isRenderableContent(content)) {
    console.error('[content] Unsupported content type: the page renderer received', { id: (content as { id?: unknown }).id });
    return <UnsupportedContent />;
  }
  return (
    <BlockEnvironmentProvider value={{ locale, theme }}>
      {/* As the SDK page passes them, locale and theme join the state bindings read. */}
      <ContentBlocks blocks={content.data.blocks} cssCode={content.data.cssCode} styleKey={content.variationId} state={{ ...(state ?? content.data.state), locale, theme }}
        data={content.data}
        contentId={content.id}
        breakpoints={content.breakpoints}
      />
      {abTest?.setCookie ? <StickyAbTest assignment={abTest} /> : null}
    </BlockEnvironmentProvider>
  );
}
