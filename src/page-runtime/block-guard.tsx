/**
 * Failure isolation for blocks on the SDK path (the editor, previews, and content only the SDK can
 * render), spec §8 'Builder block error :( Check console for details'. Published pages are
 * rendered by src/page-runtime/render, which isolates failures without Suspense (see there).
 *
 * - Invalid editor options are caught by the block's zod schema *before* rendering, so the message
 *   is in the server-rendered HTML: the SDK's own error boundary works only in the browser.
 * - A block that throws at runtime is caught by an error boundary in the browser. The Suspense
 *   boundary inside it lets a page rendered at request time send the rest of the page and retry
 *   that block in the browser, where the boundary shows the message.
 *
 * No 'use client' here: the registry calls `guardBlock` at module scope, and the server renderer
 * imports the registry: it must get the real function, not a client reference. The stateful parts
 * live in block-error-boundary.tsx.
 */
import { Suspense, createElement, type ComponentType } from 'react';
import { z } from 'zod';
import { BlockErrorBoundary, InvalidBlock } from './block-error-boundary';
import { Island, type IslandName } from './islands/islands';
import type { BlockHostProps, RegisteredBlock } from './types';
import type { BlockDeclaration } from '@/block-kit/define-block';
import type { BlockViewProps } from '@/block-kit/types';
import { plainIssues } from '@/domain/zod-issues';
import { provideIsland } from '@/block-kit/island-slot';

export { BLOCK_ERROR_MESSAGE } from '@/block-kit/block-error';

// Block views draw the block video through the kit's slot (see island-slot.tsx).
provideIsland(Island);

/** Props the Builder SDK adds to every registered component; none of them is a block option. */
const SDK_PROPS: ReadonlySet<string> = new Set(['builderBlock', 'builderState', 'attributes', 'children']);

/** The editor options in a host's props (everything the SDK did not add). */
export function blockOptions(props: BlockHostProps): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!SDK_PROPS.has(key)) options[key] = value;
  }
  return options;
}

function optionsKey(options: Record<string, unknown>): string {
  try {
    return JSON.stringify(options);
  } catch {
    // Options from Builder are JSON; anything else (a cycle) just never resets a failed block.
    return '';
  }
}


/**
 * Turns a block folder's declaration into a registry entry whose component takes Builder's raw
 * props: it parses the options with the block's schema and isolates every failure to the block.
 */
export function guardBlock(declaration: BlockDeclaration): RegisteredBlock {
  const { name, inputs, schema } = declaration;
  // Island names are block names; the island-maps test checks every island block has its entry.
  const island = declaration.island ? (name as IslandName) : null;
  const view = island ? islandView(island) : declaration.component;
  if (!view) throw new Error(`Block '${name}' declares neither a component nor an island`);
  const Block: ComponentType<BlockViewProps> = view;

  function GuardedBlock(props: BlockHostProps) {
    const options = blockOptions(props);
    const parsed = schema.safeParse(options);
    return (
      <BlockErrorBoundary blockName={name} resetKey={optionsKey(options)}>
        <Suspense fallback={null}>
          {parsed.success ? (
            createElement(Block, parsed.data, props.children)
          ) : (
            <InvalidBlock blockName={name} report={z.prettifyError(parsed.error)} issues={plainIssues(parsed.error)} />
          )}
        </Suspense>
      </BlockErrorBoundary>
    );
  }
  GuardedBlock.displayName = `Block(${name})`;

  return {
    name,
    group: declaration.group,
    inputs,
    schema,
    component: GuardedBlock,
    // The registry holds blocks with different options; the server renderer passes `view` only
    // what `schema` produced, which is exactly the block's props.
    view: Block,
    canHaveChildren: declaration.canHaveChildren,
    hideFromInsertMenu: declaration.hideFromInsertMenu,
    island,
  };
}

/** An island's component for the SDK page: the same dynamic import the server renderer uses. */
function islandView(name: IslandName): ComponentType<BlockViewProps> {
  function IslandBlock({ children, ...props }: BlockViewProps) {
    return (
      <Island name={name} props={props}>
        {children}
      </Island>
    );
  }
  IslandBlock.displayName = `Island(${name})`;
  return IslandBlock;
}
