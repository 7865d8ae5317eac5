/**
 * The boundary: Builder content JSON (fixture files and Content API responses alike) is parsed here
 * into the app's types of `types.ts`. Both sources use these schemas, so a fixture that validates is
 * exactly as good as content from the cloud.
 */
import { z } from 'zod';
import {
  QUERY_OPERATORS,
  type ContentBlock,
  type ContentEntry,
  type ContentModel,
  type ContentVariation,
  type DataByModel,
  type QueryRule,
} from './types';

/** Builder's component name for a personalization ("Dynamic") container (@builder.io/react). */
export const PERSONALIZATION_CONTAINER = 'PersonalizationContainer';

const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);

/**
 * A targeting rule as Builder stores it. The editor can save a half-finished rule (no property or
 * operator yet); Builder's own matcher treats such a rule as always true, so it is dropped here.
 */
const queryRuleInputSchema = z.looseObject({
  '@type': z.literal('@builder.io/core:Query').optional(),
  property: z.string().optional(),
  operator: z.enum(QUERY_OPERATORS).optional(),
  value: z.union([scalarSchema, z.array(scalarSchema)]).optional(),
});

const queryRulesSchema = z
  .array(queryRuleInputSchema)
  .nullish()
  .transform((rules): QueryRule[] =>
    (rules ?? []).flatMap((rule) =>
      rule.property && rule.operator && rule.value !== undefined
        ? [{ property: rule.property, operator: rule.operator, value: rule.value }]
        : [],
    ),
  );

/** Content dates are epoch ms; personalization variants (a `date` input) store ISO strings. */
const dateSchema = z
  .union([
    z.number().int(),
    z.string().refine((s) => !Number.isNaN(Date.parse(s)), { message: 'expected an ISO date' }),
  ])
  .nullish()
  .transform((value) => (value === null || value === undefined ? undefined : typeof value === 'number' ? value : Date.parse(value)));

/** A personalization variant: name, query rules, startDate, endDate and blocks (spec §1). */
const personalizationVariantSchema = z.object({
  name: z.string().optional(),
  query: queryRulesSchema,
  startDate: dateSchema,
  endDate: dateSchema,
  get blocks() {
    return z.array(blockSchema).default([]);
  },
});
export const personalizationOptionsSchema = z.looseObject({
  variants: z.array(personalizationVariantSchema).default([]),
});
export type PersonalizationVariant = z.infer<typeof personalizationVariantSchema>;

/**
 * A Builder element. Unknown fields (responsiveStyles, bindings, actions, meta, …) pass through for
 * the SDK; the options of a personalization container are checked here because the server resolves
 * them (variants.ts), while every other block checks its own options when it renders.
 */
const blockSchema: z.ZodType<ContentBlock> = z.lazy(() =>
  z
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
      children: z.array(blockSchema).optional(),
    })
    .superRefine((block, ctx) => {
      if (block.component?.name !== PERSONALIZATION_CONTAINER) return;
      const parsed = personalizationOptionsSchema.safeParse(block.component.options ?? {});
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['component', 'options', ...issue.path] });
      }
    }),
);

const httpRequestSchema = z.union([
  z.string().min(1),
  z.looseObject({
    '@type': z.literal('@builder.io/core:Request'),
    request: z.looseObject({ url: z.string().min(1), method: z.string().optional() }),
    options: z.record(z.string(), z.unknown()).optional(),
  }),
]);

const pageDataSchema = z.looseObject({
  blocks: z.array(blockSchema).default([]),
  url: z.union([z.string(), z.array(z.string())]).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  hideHeader: z.boolean().optional(),
  hideFooter: z.boolean().optional(),
  httpRequests: z.record(z.string(), httpRequestSchema).optional(),
  state: z.record(z.string(), z.unknown()).optional(),
});

/** Same-origin path or absolute http(s) URL; `javascript:` and friends never reach an href. */
const linkUrlSchema = z
  .string()
  .min(1)
  .refine((url) => url.startsWith('/') || url.startsWith('#') || /^https?:\/\//i.test(url) || /^mailto:/i.test(url), {
    message: 'expected a path starting with / or an http(s) or mailto URL',
  });
const imagePathSchema = z.string().min(1);

const linkItemSchema = z.object({ label: z.string().min(1), url: linkUrlSchema });

const navigationDataSchema = z.object({
  navigationItems: z
    .array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('link'), label: z.string().min(1), url: linkUrlSchema }),
        z.object({
          type: z.literal('dropdown'),
          label: z.string().min(1),
          url: linkUrlSchema.optional(),
          items: z
            .array(
              z.object({
                image: imagePathSchema,
                imageAltText: z.string(),
                heading: z.string().min(1),
                subheading: z.string().optional(),
                url: linkUrlSchema,
              }),
            )
            .default([]),
          brands: z.boolean().default(false),
        }),
      ]),
    )
    .default([]),
  additionalMobileLinks: z.array(linkItemSchema).default([]),
});

const footerDataSchema = z.object({
  columns: z.array(z.object({ heading: z.string().optional(), rows: z.array(linkItemSchema).default([]) })).default([]),
  social: z.array(z.object({ icon: z.string().min(1), url: linkUrlSchema, image: imagePathSchema })).default([]),
  klaviyoSource: z.string().min(1),
});

const searchSettingsDataSchema = z.object({
  popularSearches: z.array(z.string().trim().min(1).max(60)).min(1).max(10),
});

const faqDataSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  category: z.string().min(1),
  url: linkUrlSchema.optional(),
});

const ingredientDataSchema = z.object({
  name: z.string().trim().min(1).max(80),
  image: imagePathSchema.optional(),
  imageAltText: z.string().trim().max(200).default(''),
  why: z.string().trim().min(1).max(1000),
});

const articleDataSchema = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a kebab-case slug'),
  url: linkUrlSchema,
  date: z.iso.date(),
  excerpt: z.string().min(1),
  category: z.string().min(1),
  image: imagePathSchema,
  imageAltText: z.string(),
  author: z.string().optional(),
  body: z.string().optional(),
  get blocks() {
    return z.array(blockSchema).optional();
  },
});

const untypedDataSchema = z.record(z.string(), z.unknown());

/** The data schema of each model. */
const DATA_SCHEMAS: { readonly [M in ContentModel]: z.ZodType<DataByModel[M]> } = {
  page: pageDataSchema,
  navigation: navigationDataSchema,
  footer: footerDataSchema,
  'search-settings': searchSettingsDataSchema,
  faq: faqDataSchema,
  blog: articleDataSchema,
  press: articleDataSchema,
  brands: untypedDataSchema,
  ingredients: ingredientDataSchema,
  reviews: untypedDataSchema,
  products: untypedDataSchema,
  'product-types': untypedDataSchema,
  'product-listing-ct-as': untypedDataSchema,
};

const ratioSchema = z.number().min(0).max(1);

/** A Builder content entry of one model → `ContentEntry`. */
function entrySchema<D>(dataSchema: z.ZodType<D>) {
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
      query: queryRulesSchema,
      // Builder keys variations by id; an entry may list itself there as the default variation.
      variations: z.record(z.string(), variationSchema.nullish()).nullish(),
      testRatio: ratioSchema.nullish(),
      startDate: dateSchema,
      endDate: dateSchema,
      lastUpdated: z.number().nullish(),
    })
    .transform((raw): ContentEntry<D> => {
      const variations: ContentVariation<D>[] = Object.entries(raw.variations ?? {}).flatMap(([key, variation]) => {
        const id = variation?.id ?? key;
        if (!variation || id === raw.id) return [];
        return [{ id, name: variation.name ?? '', testRatio: variation.testRatio ?? 0, data: variation.data }];
      });
      return {
        id: raw.id,
        name: raw.name,
        data: raw.data,
        query: raw.query,
        variations,
        testRatio: raw.testRatio ?? undefined,
        startDate: raw.startDate,
        endDate: raw.endDate,
        lastUpdated: raw.lastUpdated ?? undefined,
        published: raw.published,
      };
    });
}

const ENTRY_SCHEMAS: { readonly [M in ContentModel]: z.ZodType<ContentEntry<DataByModel[M]>> } = {
  page: entrySchema(DATA_SCHEMAS.page),
  navigation: entrySchema(DATA_SCHEMAS.navigation),
  footer: entrySchema(DATA_SCHEMAS.footer),
  'search-settings': entrySchema(DATA_SCHEMAS['search-settings']),
  faq: entrySchema(DATA_SCHEMAS.faq),
  blog: entrySchema(DATA_SCHEMAS.blog),
  press: entrySchema(DATA_SCHEMAS.press),
  brands: entrySchema(DATA_SCHEMAS.brands),
  ingredients: entrySchema(DATA_SCHEMAS.ingredients),
  reviews: entrySchema(DATA_SCHEMAS.reviews),
  products: entrySchema(DATA_SCHEMAS.products),
  'product-types': entrySchema(DATA_SCHEMAS['product-types']),
  'product-listing-ct-as': entrySchema(DATA_SCHEMAS['product-listing-ct-as']),
};

/** Parses one Builder content entry of a model. */
export function parseEntry<M extends ContentModel>(model: M, raw: unknown) {
  return ENTRY_SCHEMAS[model].safeParse(raw);
}

/** The envelope of a Content API answer; each result is parsed on its own (see builder.ts). */
export const contentApiResponseSchema = z.looseObject({ results: z.array(z.unknown()) });

