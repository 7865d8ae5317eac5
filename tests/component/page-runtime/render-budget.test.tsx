import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type * as NextNavigation from 'next/navigation';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentBlock } from '@/domain/content/block';
import { BlockEnvironmentProvider } from '@/block-kit/block-environment';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { Budget, PAGE_STEP_BUDGET } from '@/page-runtime/expressions/interpret';
import { ContentBlocks } from '@/page-runtime/render/render-content';
import { resolveFixtureModels, resolveFixtureSymbols } from '../blocks/model-support';

vi.mock('next/image', () => import('../blocks/next-image-mock'));
// Forms read the router for their success URL; the renderer needs Next's real control-flow check.
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof NextNavigation>()), useRouter: () => ({ push: vi.fn() }) }));
afterEach(() => {
  vi.restoreAllMocks();
});

type Page = { readonly data: { readonly blocks: readonly ContentBlock[]; readonly state?: Record<string, unknown> } };
const PAGE_DIR = path.resolve(__dirname, '../../../fixtures/content/page');
const readPage = (file: string): Page => JSON.parse(readFileSync(path.join(PAGE_DIR, file), 'utf8')) as Page;
const HOSTILE = ['repeat', 'shared', 'braces', 'to-string', 'deep-json'] as const;

function renderPage(page: Page, budget: Budget): string {
  return renderToString(
    <BlockEnvironmentProvider value={{ locale: 'en-us', theme: 'main' }}>
      <ContentBlocks blocks={page.data.blocks} styleKey="budget" state={page.data.state} data={page.data} budget={budget} />
    </BlockEnvironmentProvider>,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('hostile content fails into its block, within one budget for the page', () => {
  it.each(HOSTILE)("the %s page renders, with the §8 message in the hostile block's place and the rest of its text; its steps never exceed the page budget", (feature) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const budget = new Budget();
    const html = renderPage(readPage(`conformance-hostile-${feature}.json`), budget);
    expect(html).toContain('Before the bowl: Biscuit waits for dinner.');
    expect(html).toContain('After the bowl: fresh water, then a nap in the sun.');
    expect(html.indexOf('Before the bowl')).toBeLessThan(html.indexOf(BLOCK_ERROR_MESSAGE));
    expect(html.indexOf(BLOCK_ERROR_MESSAGE)).toBeLessThan(html.indexOf('After the bowl'));
    // This bounds how long the render holds the event loop: every step is counted against the page.
    expect(budget.spent).toBeLessThanOrEqual(PAGE_STEP_BUDGET);
    // Each hostile block is one message (the repeat's thousand drawings too); to-string has two such blocks.
    expect(count(html, BLOCK_ERROR_MESSAGE)).toBe(feature === 'to-string' ? 2 : 1);
  });

  it("a hostile block's problem is logged once, not on every render", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = readPage('conformance-hostile-to-string.json');
    renderPage(page, new Budget());
    const first = warn.mock.calls.length + error.mock.calls.length;
    renderPage(page, new Budget());
    renderPage(page, new Budget());
    expect(warn.mock.calls.length + error.mock.calls.length).toBe(first);
  });

  it('every other fixture page spends under a tenth of the page budget, so the budget never cuts real content short', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let heaviest = 0;
    const files = readdirSync(PAGE_DIR).filter((file) => file.endsWith('.json') && !file.startsWith('conformance-hostile-'));
    for (const file of files) {
      const page = readPage(file);
      const blocks = await resolveFixtureModels(await resolveFixtureSymbols(page.data.blocks, 'en-us'), 'en-us');
      const budget = new Budget();
      renderPage({ data: { ...page.data, blocks } }, budget);
      expect(budget.spent, file).toBeLessThan(PAGE_STEP_BUDGET / 10);
      heaviest = Math.max(heaviest, budget.spent);
    }
    // The pages with bindings spend some: a budget no page touches would prove nothing here.
    expect(heaviest).toBeGreaterThan(0);
  }, 120_000);
});

describe("the editor's CSS cannot close its style element or leave its rule", () => {
  const text: ContentBlock = { '@type': '@builder.io/sdk:Element', id: 'builder-c1', component: { name: 'Text', options: { text: '<p class="note">Hi</p>' } } };
  const render = (cssCode: string, block: ContentBlock = text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return renderToString(<ContentBlocks blocks={[block]} styleKey="css" cssCode={cssCode} contentId="abc123" />);
  };
  /** The text of the page's style element, and whether anything follows it as markup it should not. */
  const styleOf = (html: string) => {
    const start = html.indexOf('<style');
    const end = html.toLowerCase().indexOf('</style', start);
    return { css: html.slice(html.indexOf('>', start) + 1, end), after: html.slice(end) };
  };

  it.each([
    '.note{color:red}</sty</stylele><script>alert(1)</script>',
    '.note{color:red}</STY</StYlEle><img src=x onerror=alert(1)>',
    '.note{content:"</style><script>alert(1)</script>"}',
    '.note{color:red}/*</style><script>alert(1)</script>*/',
    '@media (min-width: 1px) { .note { background: url(</sty</stylele>) } }',
    '.a</style/><script>alert(1)</script>{color:red}',
  ])('nested or hidden `</style` in %j closes nothing: the style element holds no markup, and no script follows it', (cssCode) => {
    const html = render(cssCode);
    const { css, after } = styleOf(html);
    expect(css.toLowerCase()).not.toContain('</style');
    expect(after).not.toMatch(/<script|onerror/i);
    // The node that tried is gone, not merely escaped by React on the way out (`</\73 tyle`): no markup is left in the CSS.
    expect(css).not.toMatch(/<script|<img|\\73|<\/sty/i);
    // The style element's own end tag, or none when nothing of the CSS was usable.
    expect(count(html.toLowerCase(), '</style')).toBeLessThanOrEqual(1);
  });

  it('legit CSS keeps working: nesting with &, media queries, url() and font stacks', () => {
    const cssCode = '& .note { color: green; &:hover { color: blue } } @media (max-width: 640px) { .note { font-family: "Bowl Sans", Arial, sans-serif; background: url("/images/bowl.png") } }';
    const { css } = styleOf(render(cssCode));
    expect(css).toContain('.builder-component-abc123 .note { color: green;');
    expect(css).toContain('.builder-component-abc123:hover { color: blue }');
    expect(css).toContain('@media (max-width: 640px)');
    expect(css).toContain('font-family: "Bowl Sans", Arial, sans-serif');
    expect(css).toContain('url("/images/bowl.png")');
  });

  it('a responsive style value cannot leave its declaration or close the style element, however it nests', () => {
    const block: ContentBlock = {
      ...text,
      responsiveStyles: {
        large: {
          color: 'red}</sty</stylele><script>alert(1)</script>',
          background: 'url(x',
          content: '"\\\\"}body{display:none}"',
          margin: '0 \\',
          padding: '4px',
          fontFamily: '"Bowl Sans", serif',
        },
      },
    };
    const { css, after } = styleOf(render('', block));
    expect(css).toBe('.builder-c1{padding:4px;font-family:"Bowl Sans", serif}');
    expect(after).not.toMatch(/<script/i);
  });
});
