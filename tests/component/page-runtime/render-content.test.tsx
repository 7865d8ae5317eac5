import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type * as NextNavigation from 'next/navigation';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockEnvironmentProvider } from '@/block-kit/block-environment';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { DEFERRED_ISLAND_NAMES } from '@/page-runtime/islands/deferred-islands';
import { EAGER_ISLAND_NAMES } from '@/page-runtime/islands/islands';
import { BLOCK_REGISTRY } from '@/page-runtime/registry';
import { ContentBlocks, contentUnrenderedFeatures } from '@/page-runtime/render/render-content';
import type { ContentBlock } from '@/domain/content/block';
import { resolveLocalizedValues } from '@/domain/content/localized-value';
import { resolvePersonalization } from '@/services/content/variants';
import { BuilderPage } from '@/page-runtime/page/builder-page';
import { toRenderableContent } from '@/page-runtime/page/renderable-content';
import { resolveFixtureModels, resolveFixtureSymbols } from '../blocks/model-support';

vi.mock('next/image', () => import('../blocks/next-image-mock'));
// Forms read the router for their success URL; the renderer needs Next's real control-flow check.
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof NextNavigation>()), useRouter: () => ({ push: vi.fn() }) }));
afterEach(() => {
  vi.restoreAllMocks();
});

const el = (fields: Record<string, unknown>): ContentBlock => ({ '@type': '@builder.io/sdk:Element', ...fields });
const NOW = Date.UTC(2026, 10, 24, 12);

function published(
  blocks: readonly ContentBlock[],
  locale: 'en-us' | 'en-gb' | 'en-ca' = 'en-us',
  state?: Readonly<Record<string, unknown>>,
  code: PageCode = {},
): ReactNode {
  return (
    <BlockEnvironmentProvider value={{ locale, theme: 'main' }}>
      <ContentBlocks blocks={blocks} styleKey="test" state={state} data={{ ...code, blocks }} />
    </BlockEnvironmentProvider>
  );
}

/** What makes a content's initial state besides `data.state`: its page code and its inputs' defaults. */
type PageCode = { readonly jsCode?: string; readonly inputs?: readonly unknown[] };

type FixturePage = {
  readonly label: string;
  readonly blocks: readonly ContentBlock[];
  readonly locale: 'en-us' | 'en-gb' | 'en-ca';
  /** The site the fixture is targeted at: the editor's SDK registers vet-only blocks on the vet site only. */
  readonly theme: 'main' | 'vet';
  /** The content's initial state (data.state), which its bindings read. */
  readonly state: Readonly<Record<string, unknown>> | undefined;
  readonly code: PageCode;
};

const PAGE_DIR = path.resolve(__dirname, '../../../fixtures/content/page');
/** Every page fixture and A/B variation, personalization resolved for a visitor with no attributes. */
const FIXTURE_PAGES: readonly FixturePage[] = readdirSync(PAGE_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((file) => {
    const json = JSON.parse(readFileSync(path.join(PAGE_DIR, file), 'utf8')) as {
      data: { blocks: ContentBlock[]; state?: Record<string, unknown>; jsCode?: string; inputs?: unknown[] };
      query?: { property: string; value: unknown }[];
      variations?: Record<string, { data?: { blocks?: ContentBlock[] } }>;
    };
    const localeRule = json.query?.find((q) => q.property === 'locale')?.value;
    const locale = localeRule === 'en-gb' || localeRule === 'en-ca' ? localeRule : 'en-us';
    const theme = json.query?.find((q) => q.property === 'theme')?.value === 'vet' ? 'vet' : 'main';
    const versions = [json.data.blocks, ...Object.values(json.variations ?? {}).flatMap((v) => (v.data?.blocks ? [v.data.blocks] : []))];
    // As the page loader serves them: localized values resolved for the page's locale.
    return versions.map((blocks, i) => ({ label: `${file}${i ? ` variation ${i}` : ''}`, blocks: resolveLocalizedValues(resolvePersonalization(blocks, {}, NOW).blocks, locale), locale, theme, state: json.data.state, code: { jsCode: json.data.jsCode, inputs: json.data.inputs } }));
  });

/** What a reader sees: the text of the body without styles, scripts and hidden parts, whitespace collapsed. */
function visibleText(html: string): { text: string; headings: string[] } {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  doc.querySelectorAll('style, script, template, [hidden], noscript, [style*="display:none"]').forEach((n) => n.remove());
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  return {
    text: squash(doc.body.textContent),
    headings: [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName} ${squash(h.textContent)}`),
  };
}

describe('published pages render on the server from the content JSON', () => {
  const ANIMATED = 'test-animation.json';
  const UNKNOWN_COMPONENTS = 'conformance-unknown-component.json';
  it('the server renderer leaves nothing out of any fixture page, symbols looked up as when served, but the animation test page\'s animation and the unknown-component page\'s components', async () => {
    for (const page of FIXTURE_PAGES) {
      const blocks = await resolveFixtureSymbols(page.blocks, page.locale);
      const expected =
        page.label === ANIMATED
          ? ['animation on block builder-5f1d2c3b4a59687766554433221100bb']
          : page.label === UNKNOWN_COMPONENTS
            ? ['unknown component "Kibble Carousel" on block builder-conf-uc-039', 'unknown component "Treat Dispenser" on block builder-conf-uc-038']
            : [];
      expect(contentUnrenderedFeatures({ blocks }), page.label).toEqual(expected);
    }
  });

  /**
   * A binding the evaluator refuses (it reaches for a constructor) is the §8 message on our path and
   * whatever the code returns in the SDK, which runs it: that block alone is left out of the comparison.
   */
  const REFUSED_BY_DESIGN = new Set(['builder-b1d1a9refused00000000001']);
  /** The bindings page's page code reaches for `document`: our path refuses it whole, the SDK runs it. */
  const PAGE_CODE_REFUSED_BY_DESIGN = new Set(['test-bindings.json']);
  const comparedCode = (page: FixturePage): PageCode => (PAGE_CODE_REFUSED_BY_DESIGN.has(page.label) ? { inputs: page.code.inputs } : page.code);
  const withoutRefused = (blocks: readonly ContentBlock[]): ContentBlock[] =>
    blocks.filter((b) => !REFUSED_BY_DESIGN.has(b.id ?? '')).map((b) => (b.children ? { ...b, children: withoutRefused(b.children) } : b));

  /**
   * The SDK's Symbol draws its content only once mounted in a browser, so the SDK side of this test
   * would show nothing for these pages; the symbols e2e test compares them with JavaScript off and on.
   */
  // The conformance pages with inline symbols are compared by their own e2e tests (conformance-elements, conformance-slots-video-ab).
  const SYMBOL_PAGES = new Set([
    'test-symbols.json',
    'test-symbols-vet.json',
    'conformance-value-types.json',
    'conformance-tag-name.json',
    'conformance-localized.json',
    'conformance-slot.json',
    'conformance-symbol-ab-test.json',
  ]);
  // The broken-block page differs on purpose: the SDK path leaves a failed block to the browser.
  // The widgets pages too: the SDK path does not register Builder's widgets, so it draws nothing there.
  // The page-code page branches on Builder.isBrowser, which the SDK sees as true in this DOM while our render is the server's; e2e checks both sides.
  // The hostile pages too: the SDK evaluates their code without a budget, which is what they are written to defeat.
  const comparable = FIXTURE_PAGES.filter(
    (p) =>
      !p.label.startsWith('test-broken-block') &&
      !SYMBOL_PAGES.has(p.label) &&
      !p.label.startsWith('test-widgets') &&
      p.label !== 'conformance-page-code.json' &&
      !p.label.startsWith('conformance-hostile-'),
  );
  it.each(comparable.map((p) => [p.label, p] as const))('parity: %s shows the same text and headings, in the same order, on both render paths', async (_label, page) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A binding that fails as JavaScript would is logged by both paths (the bindings page has one on purpose).
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // As served: symbols are inlined, FAQ and ingredients blocks get their model entries before either renderer sees the page.
    const blocks = withoutRefused(await resolveFixtureModels(await resolveFixtureSymbols(page.blocks, page.locale), page.locale));
    const code = comparedCode(page);
    const content = toRenderableContent({ id: 'parity', name: 'Parity', variationId: 'parity', data: { ...code, blocks, ...(page.state ? { state: page.state } : {}) } });
    const sdk = visibleText(renderToString(<BuilderPage content={content} data={{}} locale={page.locale} theme={page.theme} />));
    const server = visibleText(renderToString(published(blocks, page.locale, { ...page.state, locale: page.locale, theme: page.theme }, code)));
    expect(server.headings.length).toBeGreaterThan(0);
    expect(server.headings).toEqual(sdk.headings);
    expect(server.text).toEqual(sdk.text);
  });

  it('blocks are not wrapped in Suspense boundaries (React would stream them after the footer)', () => {
    const home = FIXTURE_PAGES.find((p) => p.label === 'home-main-en-us.json');
    if (!home) throw new Error('home fixture missing');
    const html = renderToString(published(home.blocks));
    expect(html).toContain('Fresh food, made for the bowl');
    expect(html).not.toMatch(/<!--\$[?!]?-->/);
  });

  it('invalid options show the §8 message in the HTML and log the problem; the blocks around it render', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      published([
        el({ id: 'a', component: { name: 'Hed and Dek', options: { hed: 'Before', dek: 'x' } } }),
        el({ id: 'b', component: { name: 'Masthead', options: { layout: 'Sideways', heading: '' } } }),
        el({ id: 'c', component: { name: 'Hed and Dek', options: { hed: 'After', dek: 'y' } } }),
      ]),
    );
    const html = container.innerHTML;
    expect(html).toContain(BLOCK_ERROR_MESSAGE);
    expect(html.indexOf('Before')).toBeLessThan(html.indexOf(BLOCK_ERROR_MESSAGE));
    expect(html.indexOf(BLOCK_ERROR_MESSAGE)).toBeLessThan(html.indexOf('After'));
    expect(logged.mock.calls.some((call) => String(call[0]).includes('Masthead'))).toBe(true);
  });

  it('a server block that throws shows the §8 message in its place, with its stack in the server log; its siblings render', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(
      published([
        el({ id: 'a', component: { name: 'Hed and Dek', options: { hed: 'Before', dek: 'x' } } }),
        el({ id: 'boom', component: { name: 'Test Broken Block', options: { reason: 'on purpose' } } }),
        el({ id: 'c', component: { name: 'Hed and Dek', options: { hed: 'After', dek: 'y' } } }),
      ]),
    );
    expect(html).toContain('Before');
    expect(html).toContain(BLOCK_ERROR_MESSAGE);
    expect(html).toContain('After');
    const serverLog = logged.mock.calls.find((call) => String(call[0]).includes('"Test Broken Block" (boom) failed while rendering on the server'));
    expect(serverLog?.[1]).toBeInstanceOf(Error);
  });
});

describe('Builder built-in elements', () => {
  it('Text keeps the editor’s formatting and drops script', () => {
    const html = renderToString(published([el({ id: 't', component: { name: 'Text', options: { text: '<p>Hello <strong>there</strong><script>alert(1)</script></p>' } } })]));
    expect(html).toContain('<p>Hello <strong>there</strong></p>');
    expect(html).not.toContain('<script');
  });

  it('responsive styles become one stylesheet keyed by the block’s id class at the §9 breakpoints', () => {
    const html = renderToString(
      published([el({ id: 'builder-abc', component: { name: 'Text', options: { text: 'x' } }, responsiveStyles: { large: { marginTop: '24px' }, small: { marginTop: '8px' } } })]),
    );
    expect(html).toContain('.builder-abc{margin-top:24px}@media (max-width: 640px){.builder-abc{margin-top:8px}}');
    expect(html).toContain('class="builder-block builder-abc"');
  });

  it('Columns lay their blocks side by side with the gap shared out, and stack at the tablet breakpoint by default', () => {
    render(
      published([
        el({
          id: 'cols',
          component: {
            name: 'Columns',
            options: {
              space: 30,
              columns: [
                { width: 25, blocks: [el({ id: 'l', component: { name: 'Text', options: { text: 'Left' } } })] },
                { width: 75, blocks: [el({ id: 'r', component: { name: 'Text', options: { text: 'Right' } } })] },
              ],
            },
          },
        }),
      ]),
    );
    const columns = [...document.querySelectorAll<HTMLElement>('.builder-column')];
    expect(columns.map((c) => c.textContent)).toEqual(['Left', 'Right']);
    expect(columns.map((c) => c.style.getPropertyValue('--column-width'))).toEqual(['calc(25% - 7.5px)', 'calc(75% - 22.5px)']);
    expect(columns[0]?.parentElement?.style.getPropertyValue('--columns-gap')).toBe('30px');
  });

  it('Button is a link only with a safe href; Image has its alt text; Section and Box hold their children; an inline Symbol renders its blocks', () => {
    render(
      published([
        el({ id: 'b1', component: { name: 'Core:Button', options: { text: 'Shop', link: '/where-to-buy' } } }),
        el({ id: 'b2', component: { name: 'Core:Button', options: { text: 'Nope', link: 'javascript:alert(1)' } } }),
        el({ id: 'i', component: { name: 'Image', options: { image: '/media/content/masthead-main.jpg', altText: 'A bowl', aspectRatio: 0.5 } } }),
        el({ id: 's', component: { name: 'Core:Section', options: { maxWidth: 800 } }, children: [el({ id: 'box', tagName: 'article', children: [el({ id: 'tx', component: { name: 'Text', options: { text: 'In a box' } } })] })] }),
        el({ id: 'sym', component: { name: 'Symbol', options: { symbol: { content: { data: { blocks: [el({ id: 'st', component: { name: 'Text', options: { text: 'From a symbol' } } })] } } } } } }),
      ]),
    );
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/where-to-buy');
    expect(screen.queryByRole('link', { name: 'Nope' })).toBeNull();
    expect(screen.getByText('Nope')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A bowl' })).toBeTruthy();
    expect(screen.getByText('In a box').closest('article')?.parentElement?.tagName).toBe('SECTION');
    expect(screen.getByText('From a symbol')).toBeTruthy();
  });

  it('the page builder’s Form elements render our form: labelled fields, a submit button and the privacy note', () => {
    render(
      published([
        el({
          id: 'form',
          component: { name: 'Form:Form', options: { name: 'Pet survey', validate: false } },
          children: [
            el({ id: 'in', component: { name: 'Form:Input', options: { name: 'petName', label: 'Pet name', required: true } } }),
            el({ id: 'sb', component: { name: 'Form:SubmitButton', options: { text: 'Send' } } }),
          ],
        }),
      ]),
    );
    expect(screen.getByRole('textbox', { name: /Pet name/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByText(/Privacy Policy/)).toBeTruthy();
  });
});

describe("images near the page's top load first", () => {
  const split = (id: string, alt: string) =>
    el({ id, component: { name: 'Left Right Single', options: { heading: `Row ${id}`, image: '/media/content/nav-dog-rolls.jpg', mediaAltText: alt } } });
  const loadingOf = (alt: string) => {
    const img = screen.getByRole('img', { name: alt });
    return { loading: img.getAttribute('loading'), fetchpriority: img.getAttribute('fetchpriority') };
  };

  it("the first block's image loads eagerly and first, the second's eagerly, every later one lazily", () => {
    render(published([split('a', 'First'), split('b', 'Second'), split('c', 'Third'), split('d', 'Fourth')]));
    expect(loadingOf('First')).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(loadingOf('Second')).toEqual({ loading: 'eager', fetchpriority: null });
    expect(loadingOf('Third')).toEqual({ loading: 'lazy', fetchpriority: null });
    expect(loadingOf('Fourth')).toEqual({ loading: 'lazy', fetchpriority: null });
  });

  it("a built-in Image takes its section's place at the top; further down the editor's lazy and high-priority settings decide", () => {
    const image = (id: string, alt: string, extra: Record<string, unknown> = {}) =>
      el({ id, component: { name: 'Image', options: { image: '/media/content/masthead-main.jpg', altText: alt, aspectRatio: 0.5, ...extra } } });
    render(
      published([
        el({ id: 's', component: { name: 'Core:Section', options: {} }, children: [image('top', 'Top')] }),
        el({ id: 't', component: { name: 'Text', options: { text: 'Between' } } }),
        image('plain', 'Plain'),
        image('notLazy', 'Not lazy', { lazy: false }),
        image('urgent', 'Urgent', { highPriority: true }),
      ]),
    );
    expect(loadingOf('Top')).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(loadingOf('Plain')).toEqual({ loading: 'lazy', fetchpriority: null });
    expect(loadingOf('Not lazy')).toEqual({ loading: 'eager', fetchpriority: null });
    expect(loadingOf('Urgent')).toEqual({ loading: 'eager', fetchpriority: 'high' });
  });

  it('on the dog food listing, whose page heading comes first, the picture under it is not lazy', () => {
    const page = FIXTURE_PAGES.find((p) => p.label === 'dog-food.json');
    expect(page?.blocks[0]?.component?.name).toBe('UI Page Heading');
    const html = renderToString(published(page!.blocks, page!.locale));
    const firstImage = html.match(/<img[^>]*>/)?.[0] ?? '';
    expect(firstImage).toMatch(/loading="eager"/);
  });
});

describe('the block registry', () => {
  it('every island registration is loadable by name from exactly one island map, and nothing else is listed as an island', () => {
    const islandNames = [...EAGER_ISLAND_NAMES, ...DEFERRED_ISLAND_NAMES];
    expect(new Set(islandNames).size, 'a name in both maps').toBe(islandNames.length);
    const islandBlocks = BLOCK_REGISTRY.flatMap((b) => (b.island ? [b.island] : []));
    // The renderer's own islands: Form elements, block videos, and Builder's content (state island, widgets: content-islands.tsx).
    const RENDERER_ISLANDS = new Set(['Block video', 'Builder content']);
    const rendererParts = islandNames.filter((n) => n.startsWith('Form:') || RENDERER_ISLANDS.has(n));
    expect([...islandBlocks, ...rendererParts].sort()).toEqual([...islandNames].sort());
  });

  it('every server block is a plain function component (the renderer calls it to catch what it throws)', () => {
    for (const block of BLOCK_REGISTRY.filter((b) => !b.island)) {
      expect(typeof block.view, block.name).toBe('function');
      expect((block.view as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent, block.name).toBeUndefined();
    }
  });
});

describe("the content's custom CSS and breakpoints", () => {
  const text = el({ id: 'builder-t1', component: { name: 'Text', options: { text: '<p class="note">Hi</p>' } }, responsiveStyles: { large: { color: 'red' }, small: { color: 'blue' } } });

  it('`&` in custom CSS names this content\'s own element (which takes no box); CSS without `&` adds no element', () => {
    const scoped = renderToString(<ContentBlocks blocks={[text]} styleKey="s" cssCode="& .note { color: green }" contentId="abc123" />);
    expect(scoped).toContain('.builder-component-abc123 .note { color: green }');
    expect(scoped).toMatch(/<div class="builder-component builder-component-abc123" style="display:contents">/);
    const plain = renderToString(<ContentBlocks blocks={[text]} styleKey="p" cssCode=".note { color: green }" contentId="abc123" />);
    expect(plain).not.toContain('builder-component-abc123');
  });

  it("a block's responsive styles use the content's breakpoints when it sets them", () => {
    const html = renderToString(<ContentBlocks blocks={[text]} styleKey="b" breakpoints={{ small: 500, medium: 800 }} />);
    expect(html).toContain('@media (max-width: 500px){.builder-t1{color:blue}}');
  });
});
