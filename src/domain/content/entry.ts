/**
 * A stored content entry of any model, as Builder keeps it: its data, targeting, schedule and A/B
 * variations. Fixture files and Content API answers are parsed with the same schema, so a fixture
 * that validates is exactly as good as content from the cloud.
 */
import { z } from 'zod';
import { contentDateSchema, queryRulesSchema } from './targeting';

const ratioSchema = z.number().min(0).max(1);

/**
 * The content's own breakpoints (`meta.breakpoints`), in px: where `small` and `medium` end, and
 * `xsmall` when the editor turned it on. Without them the §9 breakpoints apply (Builder's defaults too).
 */
const contentBreakpointsSchema = z.looseObject({
  xsmall: z.number().int().positive().max(4000).optional(),
  small: z.number().int().positive().max(4000).optional(),
  medium: z.number().int().positive().max(4000).optional(),
});
export type ContentBreakpoints = z.output<typeof contentBreakpointsSchema>;

/**
 * The entry schema of a model, given the schema of its `data`. Builder keys variations by id (and
 * may list the entry itself there as the default variation); the result lists the other variations.
 *
 * @example contentEntrySchema(faqDataSchema).parse(json).variations // [{ id, name, testRatio, data }]
 */
export function contentEntrySchema<D>(dataSchema: z.ZodType<D>) {
  const variationSchema = z.looseObject({
    id: z.string().min(1).optional(),
    name: z.string().optional(),
    testRatio: ratioSchema.optional(),
    data: dataSchema,
  });
  return z
    .looseObject({
      id: z.string().min(1),
      name: z.string().default(''),
      published: z.enum(['published', 'draft', 'archived']).default('published'),
      data: dataSchema,
      /** All rules must match (AND); an empty list matches everyone. */
      query: queryRulesSchema,
      variations: z.record(z.string(), variationSchema.nullish()).nullish(),
      /** Share of visitors who get the default variation; absent means "whatever the variations leave". */
      testRatio: ratioSchema.nullish(),
      /** Schedule window, epoch milliseconds, both ends inclusive. */
      startDate: contentDateSchema,
      endDate: contentDateSchema,
      lastUpdated: z.number().nullish(),
      // A malformed meta is ignored rather than failing the entry: it only moves breakpoints.
      meta: z.looseObject({ breakpoints: contentBreakpointsSchema.optional().catch(undefined) }).nullish().catch(undefined),
    })
    .transform((raw) => {
      const variations = Object.entries(raw.variations ?? {}).flatMap(([key, variation]) => {
        const id = variation?.id ?? key;
        if (!variation || id === raw.id) return [];
        return [{ id, name: variation.name ?? '', testRatio: variation.testRatio ?? 0, data: variation.data }];
      });
      // Absent stays absent: an entry's optional fields are left out rather than set to undefined.
      return {
        id: raw.id,
        name: raw.name,
        data: raw.data,
        query: raw.query,
        variations,
        ...(raw.testRatio == null ? {} : { testRatio: raw.testRatio }),
        ...(raw.startDate === undefined ? {} : { startDate: raw.startDate }),
        ...(raw.endDate === undefined ? {} : { endDate: raw.endDate }),
        ...(raw.lastUpdated == null ? {} : { lastUpdated: raw.lastUpdated }),
        ...(raw.meta?.breakpoints ? { breakpoints: raw.meta.breakpoints } : {}),
        published: raw.published,
      };
    });
}

/** A stored content entry with its targeting, schedule and A/B variations (the entry itself is the default variation). */
export type ContentEntry<D> = z.output<ReturnType<typeof contentEntrySchema<D>>>;
/** One A/B variation of a content entry. */
export type ContentVariation<D> = ContentEntry<D>['variations'][number];
