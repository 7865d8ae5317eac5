import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ImageLoading } from '@/ui/block-image';

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
 * `onChange` are `any`): blocks declare this, and only the runtime (`page-runtime/editor/builder-components.tsx`) hands it to the
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

/**
 * What the page renderer tells a block of its place on the page, beside its options: how the images
 * it leads with load. The page's first block (and what it holds) gets 'lead', the second 'eager';
 * later blocks, and blocks outside a published page's top level, get none (lazy).
 */
type BlockPlacement = { readonly imageLoading?: ImageLoading };

/** What a block component receives: the parsed options, its placement, plus child blocks for containers. */
export type BlockProps<S extends BlockSchema> = z.output<S> & BlockPlacement & { readonly children?: ReactNode };

/** Parsed options (a schema's output), placement and child blocks, as the server renderer passes them. */
export type BlockViewProps = Readonly<Record<string, unknown>> & BlockPlacement & { readonly children?: ReactNode };
