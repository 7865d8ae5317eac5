/**
 * The embedded content source (no BUILDER_API_KEY): Builder content JSON in
 * `fixtures/content/<model>/*.json`, validated with the same schemas as Content API answers and
 * targeted by the same rules the Content API applies (targeting.ts).
 */
import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatIssues } from '@/domain/zod-issues';
import { parseEntry } from './schema';
import { entryAttributes, isSymbolReference, matchesFieldQuery, pageAttributes, resolveLimit, resolveOffset, resolvePage, toSymbolContent } from './resolve';
import { isTargeted, normalizeUrlPath, rankMatches, selectBest, TEST_PAGES_ATTRIBUTE } from './targeting';
import { type ContentLogger, type ContentService } from './types';
import type { ContentBlock } from '@/domain/content/block';
import type { ContentEntry } from '@/domain/content/entry';
import { CONTENT_MODELS, PAGE_MODEL, type ContentModel, type DataByModel } from '@/domain/content/models';
import { SYMBOL_MODEL } from '@/domain/content/symbol';

/**
 * The SDK appends a tracking-pixel block (an image on cdn.builder.io) to any content whose blocks
 * have no id starting with `builder-pixel`, whatever `canTrack` says (DESIGN.md). This empty,
 * hidden block claims that id, so a page rendered from fixtures requests nothing from Builder.
 */
export const LOCAL_PIXEL_BLOCK: ContentBlock = {
  '@type': '@builder.io/sdk:Element',
  id: 'builder-pixel-local',
  tagName: 'span',
  properties: { 'aria-hidden': 'true' },
  responsiveStyles: { large: { display: 'none' } },
};

/** A fixture that does not parse: names the file (relative to the repo) and the JSON path. */
export class FixtureError extends Error {
  override name = 'FixtureError';
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(`Invalid content fixture ${file}:\n${detail}`);
  }
}

export type FixtureLoader = <M extends ContentModel>(model: M) => Promise<readonly ContentEntry<DataByModel[M]>[]>;

const DEFAULT_FIXTURE_ROOT = path.join(process.cwd(), 'fixtures', 'content');

const FIXTURE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.json$/;

/** Reads and validates every fixture of a model; a missing folder means the model has no entries. */
export async function loadFixtures<M extends ContentModel>(model: M, root: string = DEFAULT_FIXTURE_ROOT): Promise<ContentEntry<DataByModel[M]>[]> {
  // The turbopackIgnore comments keep the bundler from tracing the whole project for these
  // runtime-chosen paths; `next start` reads fixtures/content from the working directory. A
  // standalone deploy would list fixtures/content in outputFileTracingIncludes.
  const folder = path.join(/*turbopackIgnore: true*/ root, model);
  let names: string[];
  try {
    names = (await readdir(/*turbopackIgnore: true*/ folder)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // Repo-relative when inside the repo (readable in test output), absolute otherwise.
  const display = (name: string) => {
    const absolute = path.join(/*turbopackIgnore: true*/ folder, name);
    const relative = path.relative(process.cwd(), absolute);
    return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative;
  };
  const entries: ContentEntry<DataByModel[M]>[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const file = display(name);
    if (!FIXTURE_NAME.test(name)) throw new FixtureError(file, '$: file name must be kebab-case, ending in .json');
    let json: unknown;
    try {
      json = JSON.parse(await readFile(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ folder, name), 'utf8'));
    } catch (error) {
      throw new FixtureError(file, `$: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    const parsed = parseEntry(model, json);
    if (!parsed.success) throw new FixtureError(file, formatIssues(parsed.error));
    const other = seen.get(parsed.data.id);
    if (other) throw new FixtureError(file, `$.id: "${parsed.data.id}" is already used by ${other}`);
    seen.set(parsed.data.id, file);
    entries.push(parsed.data);
  }
  return entries;
}

/** Loads every model (the fixture test and a start-up check use this to fail early and loudly). */
export async function loadAllFixtures(root: string = DEFAULT_FIXTURE_ROOT): Promise<ReadonlyMap<ContentModel, readonly ContentEntry<unknown>[]>> {
  const loaded = await Promise.all(CONTENT_MODELS.map(async (model) => [model, await loadFixtures(model, root)] as const));
  return new Map<ContentModel, readonly ContentEntry<unknown>[]>(loaded);
}

/** A loader that reads each model once per process (fixtures are part of the build, not live data). */
export function cachedFixtureLoader(root: string = DEFAULT_FIXTURE_ROOT): FixtureLoader {
  const cache = new Map<ContentModel, Promise<readonly ContentEntry<unknown>[]>>();
  return <M extends ContentModel>(model: M) => {
    let pending = cache.get(model);
    if (!pending) {
      pending = loadFixtures(model, root);
      cache.set(model, pending);
    }
    return pending as Promise<readonly ContentEntry<DataByModel[M]>[]>;
  };
}

export type LocalSourceOptions = {
  readonly root?: string | undefined;
  /** Replaces the file loader (tests and properties feed entries directly). */
  readonly load?: FixtureLoader | undefined;
  readonly now?: (() => number) | undefined;
  readonly random?: (() => number) | undefined;
  readonly log?: ContentLogger | undefined;
  /**
   * Serves the test-only fixture pages (targeted at `testPages is true`) to requests carrying that
   * attribute. Off unless the environment turns it on (TEST_BLOCKS, which the Playwright server
   * sets): a visitor's attributes cookie alone never opens them.
   */
  readonly testPages?: boolean | undefined;
};

function hasPixel(blocks: readonly ContentBlock[]): boolean {
  return blocks.some((block) => block.id?.startsWith('builder-pixel') ?? false);
}

export function createLocalContentSource(options: LocalSourceOptions = {}): ContentService {
  const load = options.load ?? cachedFixtureLoader(options.root);
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const log = options.log ?? ((message, details) => console.warn(`[content] ${message}`, details ?? {}));
  const published = <T extends { readonly published: string }>(entries: readonly T[]) => entries.filter((e) => e.published === 'published');

  return {
    async getPage(request) {
      const at = now();
      const entries = published(await load(PAGE_MODEL));
      const { [TEST_PAGES_ATTRIBUTE]: _testPages, ...ordinary } = pageAttributes(request);
      const attributes = options.testPages ? pageAttributes(request) : ordinary;
      const entry = selectBest(entries, attributes, at);
      if (!entry) return null;
      const page = resolvePage(entry, request, { now: at, random, log });
      if (hasPixel(page.content.data.blocks)) return page;
      return { ...page, content: { ...page.content, data: { ...page.content.data, blocks: [...page.content.data.blocks, LOCAL_PIXEL_BLOCK] } } };
    },

    async getEntries(model, request) {
      const limit = resolveLimit(request.limit);
      const offset = resolveOffset(request.offset);
      const entries = published(await load(model));
      return rankMatches(entries, entryAttributes(request), now())
        .filter((entry) => matchesFieldQuery(entry, request.query))
        .slice(offset, offset + limit)
        .map(({ id, name, data, lastUpdated }) => ({ id, name, data, lastUpdated }));
    },

    async getSymbol(model, entryId, request) {
      if (!isSymbolReference(model, entryId, log)) return null;
      // The fixtures hold Builder's symbol model only; a symbol of another model has no entry here.
      if (model !== SYMBOL_MODEL) return null;
      const entry = published(await load(SYMBOL_MODEL)).find((e) => e.id === entryId);
      if (!entry || !isTargeted(entry, entryAttributes(request), now())) return null;
      const symbol = toSymbolContent(entry);
      // The SDK gives a symbol's content its own pixel too, when it has none (see LOCAL_PIXEL_BLOCK).
      return hasPixel(symbol.data.blocks) ? symbol : { ...symbol, data: { ...symbol.data, blocks: [...symbol.data.blocks, LOCAL_PIXEL_BLOCK] } };
    },
  };
}

/**
 * Every url path a published fixture page names in its targeting (`urlPath is …`): the candidates a
 * sitemap asks getPage about, per theme and locale (getPage then decides which are served there).
 */
export async function localPageUrlPaths(load: FixtureLoader = cachedFixtureLoader()): Promise<readonly string[]> {
  const paths = new Set<string>();
  for (const entry of await load(PAGE_MODEL)) {
    if (entry.published !== 'published') continue;
    for (const rule of entry.query) {
      if (rule.property !== 'urlPath' || rule.operator !== 'is') continue;
      for (const value of Array.isArray(rule.value) ? rule.value : [rule.value]) if (typeof value === 'string') paths.add(normalizeUrlPath(value));
    }
  }
  return [...paths].sort();
}
