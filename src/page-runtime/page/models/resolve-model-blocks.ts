/**
 * Fills the model picks of blocks an editor placed on a content page (FAQ Full and FAQ Section
 * from the faq model, Ingredients Carousel and Ingredients Bowl from the ingredients model) before
 * either renderer sees the content, as the Content API's enrich would: each reference gets the
 * entry it names as its `value`; a block with no picks gets the entries of its faq category (or
 * every entry). The blocks stay pure views of their options, so the server renderer and the SDK
 * page render the same questions and ingredients.
 *
 * Entries are the ones the content service targets at this theme and locale (fixtures locally,
 * the Content API with a key): a reference to an entry that is not published there (deleted,
 * drafted, another locale's) is dropped with a log line, never a crash and never another locale's text.
 */
import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { FAQ_FULL_MAX, FAQ_SECTION_MAX } from '@/block-kit/faq-references';
import { INGREDIENTS_BOWL_MAX, INGREDIENTS_CAROUSEL_MAX } from '@/block-kit/ingredients/ingredient-references';
import { contentService } from '@/services/content';
import type { DataEntry } from '@/services/content/types';
import type { ContentBlock } from '@/domain/content/block';
import type { FaqData } from '@/domain/content/faq';
import type { EntryDataByModel } from '@/domain/content/models';

type Options = Readonly<Record<string, unknown>>;
type ModelName = 'faq' | 'ingredients';
/** Reads one model's entries for the page's theme and locale. */
export type ModelLoader = <M extends ModelName>(model: M) => Promise<readonly DataEntry<EntryDataByModel[M]>[]>;
/** Where a dropped reference is reported. */
export type ModelLogger = (message: string, details: Readonly<Record<string, unknown>>) => void;

/** Each block: the model it reads, the option holding its picks, the key of one pick, and how many it shows. */
const MODEL_BLOCKS: Readonly<Record<string, { model: ModelName; list: string; key: string; max: number }>> = {
  'FAQ Section': { model: 'faq', list: 'faqs', key: 'faq', max: FAQ_SECTION_MAX },
  'FAQ Full': { model: 'faq', list: 'faqs', key: 'faq', max: FAQ_FULL_MAX },
  'Ingredients Carousel': { model: 'ingredients', list: 'ingredients', key: 'ingredient', max: INGREDIENTS_CAROUSEL_MAX },
  'Ingredients Bowl': { model: 'ingredients', list: 'ingredients', key: 'ingredient', max: INGREDIENTS_BOWL_MAX },
};

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A reference's entry id: Builder's `{ id }`, or a bare id string an import may have left. */
function referenceId(pick: unknown, key: string): string | undefined {
  const ref = isRecord(pick) ? pick[key] : undefined;
  if (typeof ref === 'string') return ref.trim() || undefined;
  return isRecord(ref) && typeof ref.id === 'string' && ref.id.trim() !== '' ? ref.id.trim() : undefined;
}

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function toPick(model: ModelName, key: string, entry: DataEntry<unknown>): Options {
  return { [key]: { '@type': '@builder.io/core:Reference', id: entry.id, model, value: { id: entry.id, data: entry.data } } };
}

async function resolveOptions(name: string, where: string, options: Options, load: ModelLoader, log: ModelLogger): Promise<Options> {
  const spec = MODEL_BLOCKS[name];
  if (!spec) return options;
  const entries: readonly DataEntry<unknown>[] = await load(spec.model);
  const picks = Array.isArray(options[spec.list]) ? (options[spec.list] as readonly unknown[]) : [];
  let chosen: readonly DataEntry<unknown>[];
  if (picks.length > 0) {
    const byId = new Map(entries.map((e) => [e.id, e]));
    chosen = picks.flatMap((pick) => {
      const id = referenceId(pick, spec.key);
      const entry = id === undefined ? undefined : byId.get(id);
      if (!entry) log(`${name} on ${where}: skipped a reference into the ${spec.model} model: it names no published entry for this site and locale`, { id: id ?? null });
      return entry ? [entry] : [];
    });
  } else {
    const category = spec.model === 'faq' && typeof options.category === 'string' ? options.category.trim() : '';
    chosen = category ? (entries as readonly DataEntry<FaqData>[]).filter((e) => sameCategory(e.data.category, category)) : entries;
  }
  return { ...options, [spec.list]: chosen.slice(0, spec.max).map((e) => toPick(spec.model, spec.key, e)) };
}

function needsModels(blocks: readonly ContentBlock[]): boolean {
  return blocks.some((b) => (b.component !== undefined && b.component.name in MODEL_BLOCKS) || needsModels(b.children ?? []));
}

async function resolveAll(blocks: readonly ContentBlock[], load: ModelLoader, log: ModelLogger): Promise<ContentBlock[]> {
  return Promise.all(
    blocks.map(async (block) => {
      const children = block.children ? await resolveAll(block.children, load, log) : undefined;
      const component = block.component;
      const where = block.id ? `block ${block.id}` : 'a block without id';
      const resolved =
        component && component.name in MODEL_BLOCKS ? { ...component, options: await resolveOptions(component.name, where, component.options ?? {}, load, log) } : component;
      return { ...block, ...(resolved ? { component: resolved } : {}), ...(children ? { children } : {}) };
    }),
  );
}

/** Each model read once per request, however many blocks use it. */
const loadModel = cache(<M extends ModelName>(model: M, theme: Theme, locale: Locale) => contentService().getEntries(model, { theme, locale }));

const logDropped: ModelLogger = (message, details) => console.warn(`[content] ${message}`, details);

/**
 * The blocks with every model block's picks filled from its model; the same array when the page
 * has none (most pages), so they cost nothing.
 */
export async function resolveModelBlocks(
  blocks: readonly ContentBlock[],
  theme: Theme,
  locale: Locale,
  { load, log = logDropped }: { readonly load?: ModelLoader | undefined; readonly log?: ModelLogger | undefined } = {},
): Promise<readonly ContentBlock[]> {
  if (!needsModels(blocks)) return blocks;
  return resolveAll(blocks, load ?? ((model) => loadModel(model, theme, locale)), log);
}

/**
 * The blocks with `?faq=<id>` applied: every FAQ block that shows that entry renders it open and
 * focused. The same array when there is no such FAQ, so an unknown id just shows the list.
 */
export function withOpenFaq(blocks: readonly ContentBlock[], faqId: string | undefined): readonly ContentBlock[] {
  if (!faqId) return blocks;
  let changed = false;
  const visit = (list: readonly ContentBlock[]): ContentBlock[] =>
    list.map((block) => {
      const children = block.children ? visit(block.children) : undefined;
      const component = block.component;
      const spec = component ? MODEL_BLOCKS[component.name] : undefined;
      const shows = spec?.model === 'faq' && Array.isArray(component?.options?.[spec.list]) && (component.options[spec.list] as unknown[]).some((p) => referenceId(p, spec.key) === faqId);
      if (!shows && children === undefined) return block;
      if (shows) changed = true;
      return {
        ...block,
        ...(shows && component ? { component: { ...component, options: { ...component.options, openFaqId: faqId } } } : {}),
        ...(children ? { children } : {}),
      };
    });
  const next = visit(blocks);
  return changed ? next : blocks;
}
