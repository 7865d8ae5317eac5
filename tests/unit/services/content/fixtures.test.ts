import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOCK_REGISTRY, TEST_BLOCKS } from '@/page-runtime/registry';
import { BUILDER_FORM_COMPONENT_NAMES } from '@/page-runtime/forms/builder-form-names';
import { WIDGET_NAMES } from '@/page-runtime/render/widgets/widget-blocks';
import { FixtureError, loadAllFixtures, loadFixtures } from '@/services/content/local';
import { PERSONALIZATION_CONTAINER } from '@/domain/content/block';
import type { ContentBlock } from '@/domain/content/block';
import type { ContentEntry } from '@/domain/content/entry';
import type { PageData } from '@/domain/content/page';

/**
 * Block names the fixture pages may use: every registered block, the personalization container and
 * the page builder's own form components (overridden in src/page-runtime/builder-form).
 */
const FIXTURE_BLOCK_NAMES = new Set<string>([
  ...[...BLOCK_REGISTRY, ...TEST_BLOCKS].map((block) => block.name),
  PERSONALIZATION_CONTAINER,
  ...BUILDER_FORM_COMPONENT_NAMES,
  // Builder's rich text in a section: the legal pages need links and lists, which both renderers draw.
  'Text',
  'Core:Section',
  // Symbols (fixtures/content/symbol) are placed by reference, and are built of Builder's own elements.
  'Symbol',
  'Core:Button',
  // Builder's widgets (Accordion, Tabs, Carousel, Masonry), which the server renderer draws.
  ...WIDGET_NAMES,
  // Builder's own Image, Video and Slot elements, which the server renderer draws (conformance pages).
  'Image',
  'Video',
  'Slot',
]);
/** Components the unknown-component conformance page names on purpose: nobody registered them. */
const UNREGISTERED_ON_PURPOSE = new Set(['Kibble Carousel', 'Treat Dispenser']);

function walkBlocks(blocks: readonly ContentBlock[], visit: (block: ContentBlock) => void): void {
  for (const block of blocks) {
    visit(block);
    walkBlocks(block.children ?? [], visit);
    const variants = block.component?.options?.variants;
    if (Array.isArray(variants)) {
      for (const variant of variants as { blocks?: ContentBlock[] }[]) walkBlocks(variant.blocks ?? [], visit);
    }
  }
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((v) => strings(v, out));
  return out;
}

describe('content fixtures', () => {
  it('every fixture of every model loads and validates against the content schema', async () => {
    const all = await loadAllFixtures();
    expect(all.get('page')?.length).toBeGreaterThanOrEqual(7);
    expect(all.get('navigation')).toHaveLength(6);
    expect(all.get('footer')).toHaveLength(6);
    expect(all.get('faq')?.length).toBeGreaterThanOrEqual(6);
    expect(all.get('blog')?.length).toBeGreaterThanOrEqual(6);
  });

  it('fixture pages and symbols use only registered blocks, the personalization container, the page builder form components, symbols and rich text sections', async () => {
    const entries: readonly { data: { blocks: readonly ContentBlock[] }; variations: readonly { data: { blocks: readonly ContentBlock[] } }[] }[] = [
      ...(await loadFixtures('page')),
      ...(await loadFixtures('symbol')),
    ];
    const names = new Set<string>();
    for (const page of entries) {
      for (const data of [page.data, ...page.variations.map((v) => v.data)]) {
        walkBlocks(data.blocks, (block) => {
          if (block.component) names.add(block.component.name);
        });
      }
    }
    expect([...names].filter((n) => !FIXTURE_BLOCK_NAMES.has(n) && !UNREGISTERED_ON_PURPOSE.has(n))).toEqual([]);
    expect(names.has('Test Broken Block')).toBe(true);
  });

  it('every symbol a fixture page or symbol places by reference is a symbol fixture', async () => {
    const symbols = await loadFixtures('symbol');
    const known = new Set(symbols.map((entry) => `symbol/${entry.id}`));
    const references: string[] = [];
    for (const entry of [...(await loadFixtures('page')), ...symbols]) {
      walkBlocks(entry.data.blocks, (block) => {
        const symbol = block.component?.name === 'Symbol' ? (block.component.options?.symbol as { model?: string; entry?: string } | undefined) : undefined;
        if (symbol?.entry) references.push(`${symbol.model ?? ''}/${symbol.entry}`);
      });
    }
    expect(references.length).toBeGreaterThanOrEqual(3);
    expect(references.filter((ref) => !known.has(ref))).toEqual([]);
  });

  it('block ids are unique within a page and none claims the builder-pixel prefix', async () => {
    const pages = await loadFixtures('page');
    for (const page of pages) {
      const ids: string[] = [];
      walkBlocks(page.data.blocks, (block) => {
        if (block.id) ids.push(block.id);
      });
      expect(new Set(ids).size, page.id).toBe(ids.length);
      expect(ids.every((id) => id.startsWith('builder-') && !id.startsWith('builder-pixel')), page.id).toBe(true);
    }
  });

  it('the fixtures hold at least one A/B test and one personalization container', async () => {
    const pages: ContentEntry<PageData>[] = await loadFixtures('page');
    expect(pages.some((p) => p.variations.length > 0)).toBe(true);
    const containers = pages.filter((p) => p.data.blocks.some((b) => b.component?.name === PERSONALIZATION_CONTAINER));
    expect(containers.length).toBeGreaterThan(0);
  });

  it('every image a fixture references is a same-origin file under public/media/content', async () => {
    const all = await loadAllFixtures();
    const referenced = new Set(
      [...all.values()].flatMap((entries) => strings(entries)).filter((s) => /\.(jpe?g|png|svg|webp)$/i.test(s)),
    );
    expect(referenced.size).toBeGreaterThan(10);
    for (const image of referenced) {
      expect(image, image).toMatch(/^\/media\/content\/[a-z0-9-]+\.(jpg|png|svg)$/);
      expect(existsSync(path.join(process.cwd(), 'public', image)), image).toBe(true);
    }
  });

  it('no fixture points at a Builder host', async () => {
    const all = await loadAllFixtures();
    const hits = [...all.values()].flatMap((entries) => strings(entries)).filter((s) => /^(https?:)?\/\/([^/]*\.)?builder\.io/i.test(s));
    expect(hits).toEqual([]);
  });

  it('the generated media stay under 2 MB', async () => {
    const dir = path.join(process.cwd(), 'public', 'media', 'content');
    const files = await readdir(dir);
    const sizes = await Promise.all(files.map(async (f) => (await stat(path.join(dir, f))).size));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('a broken fixture', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = undefined;
  });

  async function withPage(name: string, body: string): Promise<string> {
    root = await mkdtemp(path.join(tmpdir(), 'content-fixtures-'));
    await mkdir(path.join(root, 'page'));
    await writeFile(path.join(root, 'page', name), body);
    return root;
  }

  const valid = {
    id: 'ok',
    name: 'OK',
    query: [],
    data: {
      blocks: [
        { '@type': '@builder.io/sdk:Element', id: 'builder-a', component: { name: 'Panel', options: {} } },
        { '@type': '@builder.io/sdk:Element', id: 'builder-b', component: { options: {} } },
      ],
    },
  };

  it('fails with the file name and the JSON path of the error', async () => {
    const dir = await withPage('bad-page.json', JSON.stringify(valid));
    const error: unknown = await loadFixtures('page', dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixtureError);
    const message = (error as FixtureError).message;
    expect(message).toContain(path.join('page', 'bad-page.json'));
    expect(message).toContain('$.data.blocks[1].component.name');
  });

  it('fails on an unknown targeting operator, naming its path', async () => {
    const dir = await withPage('bad-rule.json', JSON.stringify({ ...valid, data: { blocks: [] }, query: [{ property: 'locale', operator: 'matches', value: 'x' }] }));
    await expect(loadFixtures('page', dir)).rejects.toThrow(/bad-rule\.json[\s\S]*\$\.query\[0\]\.operator/);
  });

  it('fails on invalid personalization variants, naming the path inside the container', async () => {
    const container = {
      '@type': '@builder.io/sdk:Element',
      id: 'builder-p',
      component: { name: PERSONALIZATION_CONTAINER, options: { variants: [{ name: 'x', query: [], blocks: [{ component: { name: 'Panel' } }] }] } },
    };
    const dir = await withPage('bad-variant.json', JSON.stringify({ ...valid, data: { blocks: [container] } }));
    await expect(loadFixtures('page', dir)).rejects.toThrow(/\$\.data\.blocks\[0\]\.component\.options\.variants\[0\]\.blocks\[0\]\["@type"\]/);
  });

  it('fails on malformed JSON, naming the file', async () => {
    const dir = await withPage('truncated.json', '{"id": "x", "data": {');
    await expect(loadFixtures('page', dir)).rejects.toThrow(/truncated\.json[\s\S]*not valid JSON/);
  });

  it('fails when two fixtures share an id, naming both files', async () => {
    const dir = await withPage('first.json', JSON.stringify({ ...valid, data: { blocks: [] } }));
    await writeFile(path.join(dir, 'page', 'second.json'), JSON.stringify({ ...valid, data: { blocks: [] } }));
    await expect(loadFixtures('page', dir)).rejects.toThrow(/second\.json[\s\S]*already used by .*first\.json/);
  });

  it('fails on a file name that is not kebab-case', async () => {
    const dir = await withPage('Home_Page.json', JSON.stringify({ ...valid, data: { blocks: [] } }));
    await expect(loadFixtures('page', dir)).rejects.toThrow(/Home_Page\.json[\s\S]*kebab-case/);
  });

  it('a model without a fixture folder simply has no entries', async () => {
    const dir = await withPage('ok.json', JSON.stringify({ ...valid, data: { blocks: [] } }));
    await expect(loadFixtures('press', dir)).resolves.toEqual([]);
  });
});
