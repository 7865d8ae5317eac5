/**
 * A Builder block (element). Blocks keep Builder's element shape (`@type: '@builder.io/sdk:Element'`,
 * `component: { name, options }`) because `@builder.io/react` renders them as they are. Unknown
 * fields (responsiveStyles, bindings, actions, meta, …) pass through for the SDK; each block checks
 * its own `options` when it renders, except a personalization container's, which the server
 * resolves and so are checked here.
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';
import { contentDateSchema, queryRulesSchema } from './targeting';

/** Builder's component name for a personalization ("Dynamic") container (@builder.io/react). */
export const PERSONALIZATION_CONTAINER = 'PersonalizationContainer';

/** A personalization variant: name, query rules, startDate, endDate and blocks (spec §1). */
const personalizationVariantSchema = z.object({
  name: z.string().optional(),
  query: queryRulesSchema,
  startDate: contentDateSchema,
  endDate: contentDateSchema,
  get blocks(): z.ZodDefault<z.ZodArray<typeof contentBlockSchema>> {
    return z.array(contentBlockSchema).default([]);
  },
});
export type PersonalizationVariant = DeepReadonly<z.output<typeof personalizationVariantSchema>>;

/** The options of a personalization container. */
export const personalizationOptionsSchema = z.looseObject({
  variants: z.array(personalizationVariantSchema).default([]),
});

/**
 * @example contentBlockSchema.parse({ '@type': '@builder.io/sdk:Element', component: { name: 'Hero', options: {} } })
 */
export const contentBlockSchema = z
  .looseObject({
    '@type': z.literal('@builder.io/sdk:Element'),
    id: z.string().min(1).optional(),
    tagName: z.string().min(1).optional(),
    component: z
      .looseObject({
        name: z.string().min(1),
        options: z.record(z.string(), z.unknown()).optional(),
      })
      .optional(),
    get children(): z.ZodOptional<z.ZodArray<typeof contentBlockSchema>> {
      return z.array(contentBlockSchema).optional();
    },
  })
  .superRefine((block, ctx) => {
    if (block.component?.name !== PERSONALIZATION_CONTAINER) return;
    const parsed = personalizationOptionsSchema.safeParse(block.component.options ?? {});
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['component', 'options', ...issue.path] });
    }
  });
export type ContentBlock = DeepReadonly<z.output<typeof contentBlockSchema>>;
