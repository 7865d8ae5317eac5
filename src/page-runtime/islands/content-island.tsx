/**
 * An island of Builder's own content (the state island, the Tabs and Carousel widgets), placed
 * through the deferred map's one 'Builder content' entry (content-islands.tsx).
 */
import type { ReactNode } from 'react';
import type { ContentIslandName } from './content-islands';
import { Island } from './islands';

export function ContentIsland({ island, props, children }: { readonly island: ContentIslandName; readonly props: object; readonly children?: ReactNode }) {
  return (
    <Island name="Builder content" props={{ island, props }}>
      {children}
    </Island>
  );
}
