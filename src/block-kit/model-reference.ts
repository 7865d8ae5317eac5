/**
 * Editor inputs that pick entries of a content model (Builder's `reference` input) and the zod
 * schema of what such an input holds. Builder stores a pick as `{ "@type":
 * "@builder.io/core:Reference", id, model }`; the Content API's enrich, and the server before either
 * renderer sees the page (resolve-model-blocks.ts), add the entry itself as `value`. A block shows
 * the picks that carry a value and nothing typed into its own options.
 */
import { z } from 'zod';
import type { BlockInput } from './types';

/** Entry ids are Builder ids or fixture file names: short, no markup. */
const entryIdSchema = z.string().trim().min(1).max(100);

/** A reference to one entry of a model, with the entry's data once it is resolved. */
function referenceSchema<D extends z.ZodType>(data: D) {
  return z.object({
    '@type': z.literal('@builder.io/core:Reference').optional(),
    id: entryIdSchema,
    model: z.string().optional(),
    value: z.object({ data }).optional(),
  });
}

function referenceInput(name: string, model: string, helperText?: string): BlockInput {
  return { name, type: 'reference', model, required: true, ...(helperText ? { helperText } : {}) };
}

/**
 * A block's list of picked entries, at most `max`: each item `{ [field]: reference }`, the shape
 * Builder stores for a list input whose one sub-field is a reference.
 */
export function picksSchema<K extends string, D extends z.ZodType>(field: K, data: D, max: number) {
  const item = { [field]: referenceSchema(data) } as Record<K, ReturnType<typeof referenceSchema<D>>>;
  return z.array(z.object(item)).max(max).default([]);
}

/** The editor's list input for `picksSchema`: one reference sub-field into `model`. */
export function picksInput(picks: {
  readonly name: string;
  readonly field: string;
  readonly model: string;
  readonly entryHelp: string;
  readonly helperText: string;
}): BlockInput {
  return { name: picks.name, type: 'list', subFields: [referenceInput(picks.field, picks.model, picks.entryHelp)], helperText: picks.helperText };
}
