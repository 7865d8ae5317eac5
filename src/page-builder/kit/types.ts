import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { BlockName } from './block-names';
import type { IslandName } from '@/page-builder/runtime/islands';

/**
 * The editor input types the blocks use. Builder accepts any string here; naming the ones we use
 * lets a typo fail type-checking instead of showing a blank field in the editor.
 */
type BlockInputType = 'string' | 'longText' | 'number' | 'boolean' | 'file' | 'url' | 'list' | 'object' | 'reference';

/** A JSON value: what Builder can store as an input's default. */
type BlockInputValue =
  | string
  | number
  | boolean
  | null
  | readonly BlockInputValue[]
  | { readonly [key: string]: BlockInputValue };

/**
 * One editor input. A strict subset of the SDK's `Input` (whose `defaultValue`, `options` and
 * `onChange` are `any`): blocks declare this, and only `builder-components.tsx` hands it to the
 * SDK, so the loose types stay at that boundary.
 */
export type BlockInput = {
  readonly name: string;
  readonly type: BlockInputType;
  readonly friendlyName?: string;
  readonly helperText?: string;
  readonly required?: boolean;
  readonly defaultValue?: BlockInputValue;
  /** A dropdown of these values (Builder renders a select for a `string` input with `enum`). */
  readonly enum?: readonly string[];
  readonly subFields?: readonly BlockInput[];
  /** File extensions the editor's upload accepts (`file` inputs only). */
  readonly allowedFileTypes?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  /** Under the editor's "show more" section. */
  readonly advanced?: boolean;
  /** The content model a `reference` input picks entries of. */
  readonly model?: string;
};

/** Every block's schema is an object schema, so tests can compare its keys with the inputs. */
export type BlockSchema = z.ZodObject;

/** What a block component receives: the parsed options, plus child blocks for containers. */
export type BlockProps<S extends BlockSchema> = z.output<S> & { readonly children?: ReactNode };

/** What every block folder declares, server block or island. */
type BlockRegistrationBase<S extends BlockSchema> = {
  readonly name: BlockName;
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
 * - An island (`island: true`) needs the browser (state, effects, handlers). Its component is a
 *   client component listed in `islands.tsx` (or, when its code may arrive after hydration,
 *   `deferred-islands.tsx`) behind a dynamic import, and the registration does not import it:
 *   that keeps its code out of every page that does not render it.
 */
export type BlockRegistration<S extends BlockSchema> = BlockRegistrationBase<S> &
  (
    | { readonly component: ComponentType<BlockProps<S>>; readonly island?: false }
    | { readonly island: true; readonly name: IslandName; readonly component?: never }
  );

/**
 * The props Builder hands a registered component: the block's options spread as props, plus the
 * SDK's own `builderBlock`, `builderState` and (for noWrap components) `attributes`.
 */
export type BlockHostProps = Readonly<Record<string, unknown>> & { readonly children?: ReactNode };

/**
 * A registration after `defineBlock`: the component is the guarded host (parses the raw options,
 * shows the §8 message for invalid ones or runtime errors). Its props type is erased so blocks with
 * different options fit in one registry array.
 */
export type RegisteredBlock = {
  readonly name: BlockName;
  readonly inputs: readonly BlockInput[];
  readonly schema: BlockSchema;
  /** The guarded host the Builder SDK renders (editor and preview path). */
  readonly component: ComponentType<BlockHostProps>;
  /**
   * The block's own component, taking parsed options: what the server renderer renders on
   * published pages. Typed loosely because the registry holds blocks with different options; the
   * server renderer only ever passes it the output of `schema`.
   */
  readonly view: ComponentType<BlockViewProps>;
  readonly canHaveChildren: boolean;
  readonly hideFromInsertMenu: boolean;
  /** Set for islands: the name the island maps load it by. */
  readonly island: IslandName | null;
};

/** Parsed options (a schema's output) plus child blocks, as the server renderer passes them. */
export type BlockViewProps = Readonly<Record<string, unknown>> & { readonly children?: ReactNode };
