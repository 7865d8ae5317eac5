/**
 * The body Builder.io POSTs to a webhook when content is published, unpublished, archived or
 * deleted, or when a scheduled start or end passes (Builder's "Webhooks" and "Global webhooks"
 * documentation): the content as it is now (`newValue`, null after a delete), as it was
 * (`previousValue`, null on a first publish), the model's name and the operation.
 *
 * Only what says which stored pages to drop is read: the content id, the model, and the targeting
 * rules (`query`) of both values, where a page's URL lives (`urlPath is /about`). Every other field
 * (the content's data and blocks, variations, dates, who published) passes unread, so any content
 * shape, and fields Builder adds later, are accepted. A global webhook with "Disable Payload" on
 * sends neither value; the schema accepts that too, and the caller then cannot narrow the change.
 */
import { z } from 'zod';
import type { DeepReadonly } from '@/domain/deep-readonly';

/** The operations Builder documents; any other string is accepted as a change of unknown kind. */
export const BUILDER_WEBHOOK_OPERATIONS = ['publish', 'unpublish', 'archive', 'delete', 'scheduledStart', 'scheduledEnd'] as const;

/**
 * One targeting rule as stored. Loose on purpose: the editor saves half-finished rules, and an
 * operator Builder adds later must not make the whole notification unreadable.
 */
const webhookQueryRuleSchema = z.looseObject({
  property: z.string().optional(),
  operator: z.string().optional(),
  value: z.unknown(),
});

const webhookContentSchema = z.looseObject({
  id: z.string().min(1).max(200),
  query: z.array(webhookQueryRuleSchema).nullish(),
});

/**
 * @example
 * builderWebhookSchema.parse({ operation: 'publish', modelName: 'page', newValue: { id: 'a1', query: [{ property: 'urlPath', operator: 'is', value: '/about' }], data: {} }, previousValue: null })
 */
export const builderWebhookSchema = z.looseObject({
  operation: z.string().max(100).optional(),
  modelName: z.string().max(200).optional(),
  newValue: webhookContentSchema.nullish(),
  previousValue: webhookContentSchema.nullish(),
});
export type BuilderWebhook = DeepReadonly<z.output<typeof builderWebhookSchema>>;
export type BuilderWebhookContent = NonNullable<BuilderWebhook['newValue']>;

/** The URL paths a content's targeting gives it: `urlPath is …` rules, or `open` when they cannot be listed. */
export type TargetedPaths = { readonly paths: readonly string[]; readonly open: boolean };

/**
 * The URL paths a content serves, read from its `urlPath` rules. `open` when the set cannot be
 * listed: no `urlPath` rule (the content answers every URL its other rules allow) or one with
 * another operator (`startsWith /blog`, `contains sale`, `isNot /home`).
 *
 * @example targetedPaths({ id: 'a', query: [{ property: 'urlPath', operator: 'is', value: ['/a', '/b'] }] }) // { paths: ['/a', '/b'], open: false }
 */
export function targetedPaths(content: BuilderWebhookContent): TargetedPaths {
  const rules = (content.query ?? []).filter((rule) => rule.property === 'urlPath');
  if (rules.length === 0) return { paths: [], open: true };
  const paths: string[] = [];
  for (const rule of rules) {
    const values: readonly unknown[] = Array.isArray(rule.value) ? rule.value : [rule.value];
    if (rule.operator !== 'is' || !values.every((value) => typeof value === 'string')) return { paths: [], open: true };
    paths.push(...values);
  }
  return { paths, open: false };
}
