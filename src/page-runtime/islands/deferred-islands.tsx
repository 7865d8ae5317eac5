/**
 * Islands whose code may arrive a round trip after the page hydrates: what sits below the fold
 * or waits for the visitor (a carousel, a slider, review paging, an exit-intent modal, a closing
 * ×, a video's play button). islands.tsx reaches this whole map through one dynamic import, so a
 * page that renders none of them carries nothing for them, and every island added here costs
 * other pages no bytes. The price is the preload: Next preloads the chunks of the dynamic imports
 * it server-rendered from the route's own modules, not from a chunk loaded on demand, so these
 * islands' chunks are fetched when React hydrates them: on a slow phone their controls start
 * working 0.1–0.2 s after the eager islands'. Their HTML is server-rendered all the same, so
 * nothing shifts and a page without JavaScript reads the same, and a control the browser moves by
 * itself before then (a select, a range) hands its value over on hydration
 * (useValueSetBeforeHydration).
 *
 * No 'use client' line: this is client code because islands.tsx imports it.
 */
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { DEFERRED_BLOCK_ISLANDS } from './deferred.generated';
import type { AnyProps, IslandComponent } from './island-component';

const DEFERRED_ISLANDS = {
  ...DEFERRED_BLOCK_ISLANDS,
  /** Not a block: the video half of Masthead, Left Right Single and Blog Media (block-video.tsx). */
  'Block video': dynamic(() => import('@/features/video/media-video').then((m) => m.MediaVideo)),
  /**
   * Not blocks: the islands of Builder's own content (the state island, the Tabs and Carousel
   * widgets), behind one more entry so that pages with other deferred islands carry one entry for
   * them, not four (content-islands.tsx).
   */
  'Builder content': dynamic(() => import('./content-islands').then((m) => m.ContentIsland)),
} satisfies Record<string, IslandComponent>;

export type DeferredIslandName = keyof typeof DEFERRED_ISLANDS;
export const DEFERRED_ISLAND_NAMES = Object.keys(DEFERRED_ISLANDS) as readonly DeferredIslandName[];

export function DeferredIsland({ name, props, children }: { readonly name: DeferredIslandName; readonly props: AnyProps; readonly children?: ReactNode }) {
  const Component = DEFERRED_ISLANDS[name];
  return <Component {...props}>{children}</Component>;
}
