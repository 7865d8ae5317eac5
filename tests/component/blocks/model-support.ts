import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { resolveModelBlocks, type ModelLogger } from '@/page-runtime/page/models/resolve-model-blocks';
import { resolveSymbols } from '@/page-runtime/page/resolve-symbols';
import { createLocalContentSource } from '@/services/content/local';
import type { ContentBlock } from '@/domain/content/block';

const MODEL_FIXTURES = path.resolve(__dirname, '../../../fixtures/content');

/** The data of one fixture entry of a model, read straight from its file (what the model holds). */
export function modelFixture<D>(model: 'faq' | 'ingredients', id: string): D {
  return (JSON.parse(readFileSync(path.join(MODEL_FIXTURES, model, `${id}.json`), 'utf8')) as { data: D }).data;
}

/** The blocks of a page with their model picks filled from the local fixtures, as a served page gets them. */
export function resolveFixtureModels(blocks: readonly ContentBlock[], locale: Locale, theme: Theme = 'main'): Promise<readonly ContentBlock[]> {
  const source = createLocalContentSource({ log: () => {} });
  return resolveModelBlocks(blocks, theme, locale, { load: (model) => source.getEntries(model, { theme, locale }), log: () => {} });
}

/** The blocks of a page with its symbols stored by reference inlined from the local fixtures, as a served page gets them. */
export function resolveFixtureSymbols(blocks: readonly ContentBlock[], locale: Locale, theme: Theme = 'main'): Promise<readonly ContentBlock[]> {
  const source = createLocalContentSource({ log: () => {} });
  return resolveSymbols(blocks, (model, entryId) => source.getSymbol(model, entryId, { theme, locale }), { log: () => {} });
}

/**
 * A block's options after the server filled its model picks from the local fixtures, as a served
 * page gets them (load-content-page.ts), for one theme and locale.
 */
export async function resolvedOptions(
  name: string,
  options: Record<string, unknown>,
  { theme = 'main', locale = 'en-us', log = () => {} }: { theme?: Theme; locale?: Locale; log?: ModelLogger } = {},
): Promise<Record<string, unknown>> {
  const source = createLocalContentSource({ log: () => {} });
  const block: ContentBlock = { '@type': '@builder.io/sdk:Element', id: 'test-block', component: { name, options } };
  const [resolved] = await resolveModelBlocks([block], theme, locale, { load: (model) => source.getEntries(model, { theme, locale }), log });
  return { ...(resolved?.component?.options ?? {}) };
}
