/**
 * Builder's built-in widgets (@builder.io/widgets: 'Builder:Accordion', 'Builder: Tabs',
 * 'Builder:Carousel', 'Builder:Masonry') rendered by the server renderer, with the package's own
 * option names, so content an editor built from Builder's Insert tab renders unchanged. The
 * accordion and masonry are plain HTML and CSS; tabs and carousel are deferred islands whose
 * labels, panels and slides are server-rendered element lists.
 */
import { Children, type ReactNode } from 'react';
import type { ContentBlock } from '@/domain/content/block';
import { ContentIsland } from '../../islands/content-island';
import { Accordion } from './accordion';
import { Masonry } from './masonry';
import type { RenderBlocks } from './render-blocks';
import type { WidgetCarouselProps } from './carousel';
import type { WidgetTabsProps } from './tabs';
// The islands' stylesheets, linked with the page's HTML from here: an island's own import arrives
// with its chunk, after hydration (a shift), and never without JavaScript.
import './tabs.module.css';
import './carousel.module.css';
import { accordionOptionsSchema, carouselOptionsSchema, initialTab, masonryOptionsSchema, tabsOptionsSchema, type WidgetName } from './widget-blocks';

export { WIDGET_NAMES, isWidget, widgetBlockLists, type WidgetName } from './widget-blocks';

/**
 * The widget as server-rendered HTML. `renderBlocks` renders an element list (the renderer passes
 * its own), called here and not inside a component: the renderer collects the blocks' styles as it
 * renders them, before it writes the page's stylesheet; `children` are the block's children as rendered, and `childBlocks` the same children
 * as content, for the `useChildrenFor*` options (the accordion reads each child's two children).
 */
export function renderWidget(
  name: WidgetName,
  options: Readonly<Record<string, unknown>> | undefined,
  renderBlocks: RenderBlocks,
  children: ReactNode,
  childBlocks: readonly ContentBlock[] = [],
): ReactNode {
  const raw = options ?? {};
  switch (name) {
    case 'Builder:Accordion': {
      const parsed = accordionOptionsSchema.parse(raw);
      // With useChildrenForItems each child is an item: its first child the title, its second the detail, as the SDK reads them.
      const lists = parsed.useChildrenForItems ? childBlocks.map((child) => ({ title: child.children?.slice(0, 1) ?? [], detail: child.children?.slice(1, 2) ?? [] })) : parsed.items;
      const items = lists.map((item, index) => ({ title: renderBlocks(item.title, `title-${index}`), detail: renderBlocks(item.detail, `detail-${index}`) }));
      return <Accordion items={items} oneAtATime={parsed.oneAtATime} grid={parsed.grid} gridRowWidth={parsed.gridRowWidth} />;
    }
    case 'Builder: Tabs': {
      const parsed = tabsOptionsSchema.parse(raw);
      if (parsed.tabs.length === 0) return null;
      const props: WidgetTabsProps = {
        labels: parsed.tabs.map((tab, index) => renderBlocks(tab.label, `label-${index}`)),
        panels: parsed.tabs.map((tab, index) => renderBlocks(tab.content, `content-${index}`)),
        initial: initialTab(parsed),
        collapsible: parsed.collapsible,
        activeTabStyle: parsed.activeTabStyle,
        headerLayout: parsed.tabHeaderLayout,
      };
      return <ContentIsland island="Widget tabs" props={props} />;
    }
    case 'Builder:Carousel': {
      const parsed = carouselOptionsSchema.parse(raw);
      const slides = parsed.useChildrenForSlides ? childList(children) : parsed.slides.map((slide, index) => renderBlocks(slide.content, `slide-${index}`));
      const props: WidgetCarouselProps = {
        slides,
        previous: parsed.prevButton.length > 0 ? renderBlocks(parsed.prevButton, 'previous') : null,
        next: parsed.nextButton.length > 0 ? renderBlocks(parsed.nextButton, 'next') : null,
        hideDots: parsed.hideDots,
      };
      return <ContentIsland island="Widget carousel" props={props} />;
    }
    case 'Builder:Masonry': {
      const parsed = masonryOptionsSchema.parse(raw);
      const tiles = parsed.useChildrenForTiles ? children : parsed.tiles.map((tile, index) => renderBlocks(tile.content, `tile-${index}`));
      return <Masonry options={parsed} tiles={tiles} />;
    }
  }
}

/** The rendered children as a flat list, one entry per element (a repeated child gives one per item). */
function childList(children: ReactNode): ReactNode[] {
  return Children.toArray(children);
}
