/**
 * Islands a block view draws inside itself rather than being one (today only the block video).
 * The island maps live in the runtime, above the blocks, because they import the blocks' views;
 * a view cannot import them back. So the runtime hands its `Island` component to the kit here when
 * its guard module loads (runtime/block-guard.tsx), before any block renders: every render path
 * (the server renderer and the SDK page) reaches blocks through that module. The element drawn is
 * the runtime's own Island, so the island's code still loads only where a block draws it.
 */
import type { ComponentType } from 'react';

type SlotIslandName = 'Block video';
export type SlotIslandProps = {
  readonly name: SlotIslandName;
  readonly props: Readonly<Record<string, unknown>>;
};

let island: ComponentType<SlotIslandProps> | null = null;

/** Called once by the runtime with its Island component. */
export function provideIsland(component: ComponentType<SlotIslandProps>): void {
  island = component;
}

export function IslandSlot(props: SlotIslandProps) {
  if (!island) throw new Error(`The page-builder runtime has not provided its Island component (drawing '${props.name}')`);
  const Island = island;
  return <Island {...props} />;
}
