/**
 * What a block folder's registration.ts declares, and nothing more: the runtime (registry.ts)
 * collects every declaration, wraps it with the guard and hands it to the renderer and the SDK. The
 * kit imports nothing above the blocks, so a block's view, schema and registration never reach
 * back into the runtime (no import circles through the registry or the island maps).
 */
import type { ComponentType } from 'react';
import type { BlockGroup, BlockNameIn } from './block-names';
import type { BlockInput, BlockProps, BlockSchema, BlockViewProps } from './types';

/**
 * How an island's code reaches the browser. 'eager': its chunks are preloaded with the page (what
 * a visitor uses first: listings, the quiz, forms, search, the locator). 'deferred': below the fold
 * or waiting for the visitor; it costs pages that do not render it nothing, and its code arrives
 * when React hydrates it (see page-runtime/islands/deferred-islands.tsx).
 */
type IslandLoading = 'eager' | 'deferred';

/**
 * Islands that share most of their code load through one module, so a page that renders several
 * carries that code once: the bundler copies a module shared by two dynamic imports into both
 * chunks. 'catalog-listing': the listing blocks, which are thin views over the same catalog
 * fetching, filtering and card code; a page with one of them carries the others' views too (about
 * 1 kB), a page with five saves 16 kB.
 */
type IslandGroup = 'catalog-listing';

type BlockDefinitionBase<S extends BlockSchema, G extends BlockGroup> = {
  /** The key Builder stores in content JSON, spelled as spec §2 does (block-names.ts). */
  readonly name: BlockNameIn<G>;
  /** The §2 group the block is listed under; the registry lists groups in §2's order. */
  readonly group: G;
  readonly inputs: readonly BlockInput[];
  readonly schema: S;
  /** Child blocks (Builder `children`) are rendered into the component's `children`. */
  readonly canHaveChildren?: boolean;
  /** Registered for content, but not offered in the editor's insert menu (test-only blocks). */
  readonly hideFromInsertMenu?: boolean;
};

/**
 * A block as its folder declares it. The component takes the *parsed* options (zod output, with
 * defaults filled in), so it never handles malformed editor data itself.
 *
 * - A server block names its `component`: a function component the server renders to HTML; it
 *   ships no JavaScript on a published page.
 * - An island (`island: 'eager' | 'deferred'`) needs the browser (state, effects, handlers). Its
 *   component is the export named after the folder in PascalCase of `<folder>/<folder>.tsx`
 *   (product-listing → ProductListing), which the generated island maps load behind a dynamic
 *   import; the registration does not import it, which keeps its code out of every page that does
 *   not render it.
 */
export type BlockDefinition<S extends BlockSchema, G extends BlockGroup> = BlockDefinitionBase<S, G> &
  (
    | { readonly component: ComponentType<BlockProps<S>>; readonly island?: undefined }
    | { readonly island: IslandLoading; readonly islandGroup?: IslandGroup; readonly component?: undefined }
  );

/**
 * A declaration with its options type erased, so blocks with different options fit in one list.
 * The runtime passes `component` only what `schema` produced, which is exactly the block's props.
 */
export type BlockDeclaration = {
  /** A §2 name (checked against the group by defineBlock), or a test block's own. */
  readonly name: string;
  readonly group: BlockGroup;
  readonly inputs: readonly BlockInput[];
  readonly schema: BlockSchema;
  readonly component: ComponentType<BlockViewProps> | null;
  readonly island: IslandLoading | null;
  readonly canHaveChildren: boolean;
  readonly hideFromInsertMenu: boolean;
};

/** Declares a block: checks its name against its group and fills in the defaults. */
export function defineBlock<S extends BlockSchema, G extends BlockGroup>(definition: BlockDefinition<S, G>): BlockDeclaration {
  return {
    name: definition.name,
    group: definition.group,
    inputs: definition.inputs,
    schema: definition.schema,
    // Erased as described on BlockDeclaration: the runtime renders it with this schema's output only.
    component: (definition.component ?? null) as ComponentType<BlockViewProps> | null,
    island: definition.island ?? null,
    canHaveChildren: definition.canHaveChildren ?? false,
    hideFromInsertMenu: definition.hideFromInsertMenu ?? false,
  };
}
