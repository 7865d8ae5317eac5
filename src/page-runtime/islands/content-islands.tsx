/**
 * The islands of Builder's own content, reached through the one 'Builder content' entry of the
 * deferred map: the state island of content with actions (state/content-state.tsx), the Tabs
 * and Carousel widgets (render/widgets) and a lazily loaded Video (render/lazy-video.tsx). Each stays behind its own dynamic import, so a page with
 * tabs loads no interpreter and a page with state no widget.
 *
 * No 'use client' line: this is client code because deferred-islands.tsx imports it.
 */
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { AnyProps, IslandComponent } from './island-component';

const CONTENT_ISLANDS = {
  'Content state': dynamic(() => import('../state/state-islands').then((m) => m.ContentState)),
  'State block': dynamic(() => import('../state/state-islands').then((m) => m.StateBlock)),
  'Repeat block': dynamic(() => import('../state/state-islands').then((m) => m.RepeatBlock)),
  'Widget tabs': dynamic(() => import('../render/widgets/tabs').then((m) => m.WidgetTabs)),
  'Widget carousel': dynamic(() => import('../render/widgets/carousel').then((m) => m.WidgetCarousel)),
  'Video lazy load': dynamic(() => import('../render/lazy-video').then((m) => m.LazyVideo)),
} satisfies Record<string, IslandComponent>;

export type ContentIslandName = keyof typeof CONTENT_ISLANDS;

export function ContentIsland({ island, props, children }: { readonly island: ContentIslandName; readonly props: AnyProps; readonly children?: ReactNode }) {
  const Component = CONTENT_ISLANDS[island];
  return <Component {...props}>{children}</Component>;
}
