import { describe, expect, it, vi } from 'vitest';
import { LOCALES, PAGE_BUILDER } from '@/config/constants';
import { THEMES } from '@/config/themes';
import { cachedFixtureLoader, createLocalContentSource, LOCAL_PIXEL_BLOCK } from '@/services/content/local';
import { TEST_PAGES_ATTRIBUTE } from '@/services/content/targeting';
import { loaderOf } from '@tests/arbitraries/content';
import type { PageRequest } from '@/services/content/types';
import type { ContentBlock } from '@/domain/content/block';
import type { ContentEntry } from '@/domain/content/entry';
import type { PageData } from '@/domain/content/page';
import type { SymbolData } from '@/domain/content/symbol';
import type { FixtureLoader } from '@/services/content/local';

const NOW = Date.UTC(2026, 10, 23, 12);
const source = createLocalContentSource({ now: () => NOW, random: () => 0.25 });
const home = (theme: PageRequest['theme'], locale: PageRequest['locale'], extra: Partial<PageRequest> = {}): PageRequest => ({
  urlPath: '/',
  theme,
  locale,
  ...extra,
});

function texts(blocks: readonly ContentBlock[]): string {
  return JSON.stringify(blocks);
}

describe('local content source: pages', () => {
  it('each home page resolves for its own theme and locale and for no other', async () => {
    for (const theme of THEMES) {
      for (const locale of LOCALES) {
        const page = await source.getPage(home(theme, locale));
        expect(page?.content.id, `${theme} ${locale}`).toBe(`home-${theme}-${locale}`);
      }
    }
  });

  it('home page copy follows the locale: spelling and the currency of price claims', async () => {
    const us = texts((await source.getPage(home('main', 'en-us', { testCookies: { 'builder.tests.home-main-en-us': 'home-main-en-us' } })))!.content.data.blocks);
    const ca = texts((await source.getPage(home('main', 'en-ca')))!.content.data.blocks);
    const gb = texts((await source.getPage(home('main', 'en-gb')))!.content.data.blocks);
    expect(us).toContain('flavors');
    expect(us).toContain('$2.49');
    expect(ca).toContain('flavours');
    expect(ca).toContain('CAD');
    expect(gb).toContain('colours');
    expect(gb).toContain('£1.99');
    expect(gb).not.toContain('flavors');
  });

  it('an unknown url path has no page', async () => {
    expect(await source.getPage({ urlPath: '/no-such-page', theme: 'main', locale: 'en-us' })).toBeNull();
  });

  it('without the test switch (TEST_BLOCKS) the test attribute in the cookie opens no test page', async () => {
    const testVisitor = { [TEST_PAGES_ATTRIBUTE]: true };
    for (const urlPath of ['/test/broken-block', '/test/animation']) {
      for (const locale of LOCALES) {
        expect(await source.getPage({ urlPath, theme: 'main', locale, attributes: testVisitor })).toBeNull();
      }
    }
  });

  it('the broken-block test page is served only to the test attribute, on the main theme in every locale', async () => {
    const source = createLocalContentSource({ now: () => NOW, random: () => 0.25, testPages: true });
    const testVisitor = { [TEST_PAGES_ATTRIBUTE]: true };
    for (const locale of LOCALES) {
      const page = await source.getPage({ urlPath: '/test/broken-block/', theme: 'main', locale, attributes: testVisitor });
      expect(page?.content.id).toBe('test-broken-block');
      expect(page?.content.data.blocks.map((b) => b.component?.name)).toContain('Test Broken Block');
      expect(await source.getPage({ urlPath: '/test/broken-block', theme: 'vet', locale, attributes: testVisitor })).toBeNull();
      // A normal visitor (no attribute, or any other value) gets no page: the route answers 404.
      expect(await source.getPage({ urlPath: '/test/broken-block', theme: 'main', locale })).toBeNull();
      expect(await source.getPage({ urlPath: '/test/broken-block', theme: 'main', locale, attributes: { [TEST_PAGES_ATTRIBUTE]: 'true' } })).toBeNull();
    }
  });

  it('every local page ends with exactly one hidden pixel block, so the SDK never adds the CDN pixel', async () => {
    for (const theme of THEMES) {
      for (const locale of LOCALES) {
        const page = await source.getPage(home(theme, locale));
        const blocks = page?.content.data.blocks ?? [];
        expect(blocks.at(-1)).toEqual(LOCAL_PIXEL_BLOCK);
        expect(blocks.filter((b) => b.id?.startsWith('builder-pixel'))).toHaveLength(1);
        expect(JSON.stringify(page)).not.toContain('cdn.builder.io');
      }
    }
  });

  it('a page that already has a pixel block does not get a second one', async () => {
    const entry: ContentEntry<PageData> = {
      id: 'own-pixel',
      name: 'own pixel',
      data: { blocks: [{ '@type': '@builder.io/sdk:Element', id: 'builder-pixel-custom' }] },
      query: [],
      variations: [],
      published: 'published',
    };
    const page = await createLocalContentSource({ load: loaderOf([entry]) }).getPage(home('main', 'en-us'));
    expect(page?.content.data.blocks.map((b) => b.id)).toEqual(['builder-pixel-custom']);
  });

  it('draft and archived entries are never served', async () => {
    const base = { data: { blocks: [] }, query: [], variations: [] };
    const entries: ContentEntry<PageData>[] = [
      { ...base, id: 'draft', name: 'draft', published: 'draft' },
      { ...base, id: 'archived', name: 'archived', published: 'archived' },
    ];
    expect(await createLocalContentSource({ load: loaderOf(entries) }).getPage(home('main', 'en-us'))).toBeNull();
  });

  it('the attributes cookie cannot override url path, theme or locale', async () => {
    const page = await source.getPage(home('main', 'en-us', { attributes: { urlPath: '/test/broken-block', theme: 'vet', locale: 'en-gb' } }));
    expect(page?.content.id).toBe('home-main-en-us');
  });
});

describe('local content source: A/B test on the US main home page', () => {
  const cookie = `${PAGE_BUILDER.testsCookiePrefix}home-main-en-us`;

  it('a new visitor is assigned once and asked to keep the assignment for 30 days', async () => {
    const page = await createLocalContentSource({ random: () => 0.1 }).getPage(home('main', 'en-us'));
    expect(page?.abTest).toMatchObject({ contentId: 'home-main-en-us', variationId: 'home-main-en-us-headline-b' });
    expect(page?.abTest?.setCookie).toEqual({ name: cookie, value: 'home-main-en-us-headline-b', maxAgeSeconds: 30 * 24 * 60 * 60 });
    expect(page?.content.testVariationId).toBe('home-main-en-us-headline-b');
    expect(page?.content.testVariationName).toBe('Headline B: real food you can see');
    expect(texts(page?.content.data.blocks ?? [])).toContain('Real food you can see in the bowl');
  });

  it('a returning visitor keeps the variation in their cookie, whatever the dice say', async () => {
    for (const roll of [0, 0.49, 0.5, 0.99]) {
      const page = await createLocalContentSource({ random: () => roll }).getPage(home('main', 'en-us', { testCookies: { [cookie]: 'home-main-en-us' } }));
      expect(page?.content.variationId).toBe('home-main-en-us');
      expect(page?.content.testVariationName).toBe('Default variation');
      expect(page?.abTest?.setCookie).toBeUndefined();
      expect(texts(page?.content.data.blocks ?? [])).toContain('Fresh food, made for the bowl');
    }
  });

  it('a stale cookie value is re-assigned and the cookie rewritten', async () => {
    const page = await createLocalContentSource({ random: () => 0.9 }).getPage(home('main', 'en-us', { testCookies: { [cookie]: 'removed-variation' } }));
    expect(page?.content.variationId).toBe('home-main-en-us');
    expect(page?.abTest?.setCookie?.value).toBe('home-main-en-us');
  });

  it('a draw given with the request decides a fresh assignment instead of the source\'s dice, and the page names its shares', async () => {
    for (const [draw, variationId] of [
      [0.1, 'home-main-en-us-headline-b'],
      [0.9, 'home-main-en-us'],
    ] as const) {
      const page = await createLocalContentSource({ random: () => (draw < 0.5 ? 0.9 : 0.1) }).getPage(home('main', 'en-us', { draw }));
      expect(page?.content.variationId).toBe(variationId);
      expect(page?.test).toEqual({
        contentId: 'home-main-en-us',
        shares: [
          { id: 'home-main-en-us-headline-b', share: 0.5 },
          { id: 'home-main-en-us', share: 0.5 },
        ],
      });
    }
    const kept = await createLocalContentSource({ random: () => 0.1 }).getPage(home('main', 'en-us', { draw: 0.1, testCookies: { [cookie]: 'home-main-en-us' } }));
    expect(kept?.content.variationId).toBe('home-main-en-us');
  });

  it('a page without a test has no test fields and asks for no cookie', async () => {
    const page = await source.getPage(home('vet', 'en-us'));
    expect(page?.test).toBeUndefined();
    expect(page?.abTest).toBeNull();
    expect(page?.content.variationId).toBe('home-vet-en-us');
    expect(page?.content.testVariationId).toBeUndefined();
  });
});

describe('local content source: personalization container on the main home pages', () => {
  const container = (page: Awaited<ReturnType<typeof source.getPage>>) => {
    const choice = page?.personalization[0];
    const block = page?.content.data.blocks.find((b) => b.id === choice?.blockId);
    return { choice, block };
  };

  it('a cat household (attributes cookie petType=cat) sees the cat variant in the HTML', async () => {
    const page = await source.getPage(home('main', 'en-gb', { attributes: { petType: 'cat' } }));
    const { choice, block } = container(page);
    expect(choice).toMatchObject({ variantIndex: 0, variantName: 'Cat households' });
    expect(block?.component).toBeUndefined();
    expect(JSON.stringify(block?.children)).toContain('Made for cats');
  });

  it('a list rule matches any of its values: a puppy household gets the dog variant', async () => {
    const page = await source.getPage(home('main', 'en-ca', { attributes: { petType: 'puppy' } }));
    expect(container(page).choice?.variantName).toBe('Dog households');
  });

  it('a visitor matching no variant sees the container children (the default)', async () => {
    const page = await source.getPage(home('main', 'en-us'));
    const { choice, block } = container(page);
    expect(choice).toMatchObject({ variantIndex: null, variantName: null });
    expect(JSON.stringify(block?.children)).toContain('Fresh food for every bowl');
  });

  it('the dated variant shows only inside its window', async () => {
    const inSpring = createLocalContentSource({ now: () => Date.UTC(2026, 3, 15) });
    expect(container(await inSpring.getPage(home('main', 'en-gb'))).choice?.variantName).toBe('Spring 2026 offer');
    const afterSpring = createLocalContentSource({ now: () => Date.UTC(2026, 5, 1) });
    expect(container(await afterSpring.getPage(home('main', 'en-gb'))).choice?.variantName).toBeNull();
  });
});

describe('local content source: entries', () => {
  it('each theme and locale has exactly its own navigation and footer entry', async () => {
    for (const theme of THEMES) {
      for (const locale of LOCALES) {
        const [nav, ...moreNav] = await source.getEntries('navigation', { theme, locale });
        const [footer, ...moreFooters] = await source.getEntries('footer', { theme, locale });
        expect(nav?.id).toBe(`navigation-${theme}-${locale}`);
        expect(footer?.id).toBe(`footer-${theme}-${locale}`);
        expect(moreNav).toEqual([]);
        expect(moreFooters).toEqual([]);
        expect(nav?.data.navigationItems.length).toBeGreaterThan(0);
        expect(footer?.data.klaviyoSource).toBeTruthy();
      }
    }
  });

  it('navigation links of a locale stay inside that locale', async () => {
    const [nav] = await source.getEntries('navigation', { theme: 'main', locale: 'en-gb' });
    const urls = nav?.data.navigationItems.flatMap((item) => [item.url, ...(item.type === 'dropdown' ? item.items.map((i) => i.url) : [])]) ?? [];
    expect(urls.filter((u) => u !== undefined).every((u) => u.startsWith('/en-gb/'))).toBe(true);
    expect(nav?.data.navigationItems.some((i) => i.type === 'dropdown' && i.brands)).toBe(true);
  });

  it('faq entries are targeted by locale, list rules share one entry across locales, vet-only entries stay on vet', async () => {
    const ids = async (theme: PageRequest['theme'], locale: PageRequest['locale']) => (await source.getEntries('faq', { theme, locale })).map((e) => e.id);
    expect(await ids('main', 'en-us')).toContain('faq-where-to-buy-north-america');
    expect(await ids('main', 'en-ca')).toContain('faq-where-to-buy-north-america');
    expect(await ids('main', 'en-gb')).not.toContain('faq-where-to-buy-north-america');
    expect(await ids('main', 'en-gb')).toContain('faq-where-to-buy-en-gb');
    expect(await ids('vet', 'en-gb')).toContain('faq-clinic-pricing');
    expect(await ids('main', 'en-gb')).not.toContain('faq-clinic-pricing');
  });

  it('a scheduled blog post appears only from its start date', async () => {
    const before = await source.getEntries('blog', { theme: 'main', locale: 'en-us' });
    expect(before.map((e) => e.id)).not.toContain('blog-spring-menu-en-us');
    const later = createLocalContentSource({ now: () => Date.UTC(2027, 2, 2) });
    expect((await later.getEntries('blog', { theme: 'main', locale: 'en-us' })).map((e) => e.id)).toContain('blog-spring-menu-en-us');
  });

  it('a field query selects entries by dotted path', async () => {
    const found = await source.getEntries('blog', { theme: 'main', locale: 'en-ca', query: { 'data.slug': 'fresh-food-basics' } });
    expect(found.map((e) => e.id)).toEqual(['blog-fresh-food-basics-en-ca']);
  });

  it('limit and offset page through entries; a limit above the getAll limit of 30 is refused', async () => {
    const all = await source.getEntries('faq', { theme: 'vet', locale: 'en-us' });
    const first = await source.getEntries('faq', { theme: 'vet', locale: 'en-us', limit: 1 });
    const second = await source.getEntries('faq', { theme: 'vet', locale: 'en-us', limit: 1, offset: 1 });
    expect(first).toEqual(all.slice(0, 1));
    expect(second).toEqual(all.slice(1, 2));
    await expect(source.getEntries('faq', { theme: 'vet', locale: 'en-us', limit: 31 })).rejects.toThrow(RangeError);
    await expect(source.getEntries('faq', { theme: 'vet', locale: 'en-us', limit: 0 })).rejects.toThrow(RangeError);
  });

  it('a model without fixtures answers an empty list', async () => {
    expect(await source.getEntries('reviews', { theme: 'main', locale: 'en-us' })).toEqual([]);
  });

  it('fixtures are read once per process', async () => {
    const loader = cachedFixtureLoader();
    const first = loader('page');
    expect(loader('page')).toBe(first);
    await first;
  });
});

describe('local content source: symbols by model and id', () => {
  it('the promo banner fixture is found by its id, with its blocks and its inputs', async () => {
    const symbol = await source.getSymbol('symbol', 'promo-banner', { theme: 'main', locale: 'en-us' });
    expect(symbol?.id).toBe('promo-banner');
    expect(symbol?.data.inputs).toEqual([expect.objectContaining({ name: 'headline', defaultValue: 'Fresh food, cooked gently' })]);
    expect(symbol?.data.blocks[0]?.component?.name).toBe('Core:Section');
    // Like a page, so the SDK adds no pixel of its own that would call Builder's CDN.
    expect(symbol?.data.blocks.at(-1)).toEqual(LOCAL_PIXEL_BLOCK);
    expect(symbol).not.toHaveProperty('query');
  });

  it('an unknown id, a model the fixtures do not hold and a name that is no model name all find nothing', async () => {
    const site = { theme: 'vet', locale: 'en-gb' } as const;
    const log = vi.fn();
    const local = createLocalContentSource({ now: () => NOW, log });
    expect(await local.getSymbol('symbol', 'no-such-symbol', site)).toBeNull();
    expect(await local.getSymbol('page', 'home-main-en-us', site)).toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(await local.getSymbol('../page', 'home-main-en-us', site)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a draft symbol, or one targeted at another theme or outside its window, is not served', async () => {
    const entry = (id: string, extra: Partial<ContentEntry<SymbolData>> = {}): ContentEntry<SymbolData> => ({
      id,
      name: id,
      published: 'published',
      query: [],
      variations: [],
      data: { blocks: [] },
      ...extra,
    });
    const symbols = [
      entry('live'),
      entry('draft', { published: 'draft' }),
      entry('vet-only', { query: [{ property: 'theme', operator: 'is', value: 'vet' }] }),
      entry('ended', { endDate: NOW - 1 }),
    ];
    const load = ((model: string) => Promise.resolve(model === 'symbol' ? symbols : [])) as FixtureLoader;
    const local = createLocalContentSource({ load, now: () => NOW });
    const main = { theme: 'main', locale: 'en-us' } as const;
    expect((await local.getSymbol('symbol', 'live', main))?.id).toBe('live');
    expect(await local.getSymbol('symbol', 'draft', main)).toBeNull();
    expect(await local.getSymbol('symbol', 'vet-only', main)).toBeNull();
    expect((await local.getSymbol('symbol', 'vet-only', { theme: 'vet', locale: 'en-us' }))?.id).toBe('vet-only');
    expect(await local.getSymbol('symbol', 'ended', main)).toBeNull();
  });
});
