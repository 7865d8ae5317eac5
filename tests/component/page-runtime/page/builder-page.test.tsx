import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BuilderPage, type BuilderPageProps } from '@/page-runtime/page/builder-page';
import { Builder, builder } from '@builder.io/react';
import { createLocalContentSource } from '@/services/content/local';
import type { PageRequest } from '@/services/content/types';
import { toRenderableContent, UNSUPPORTED_CONTENT_MESSAGE } from '@/page-runtime/page/renderable-content';
import { BLOCK_ERROR_MESSAGE } from '@/page-runtime/block-guard';
import { toBuilderComponent } from '@/page-runtime/editor/builder-components';
import { TEST_BLOCKS } from '@/page-runtime/registry';
import { AB_TEST_ASSIGNED_EVENT } from '@/domain/events/shell-events';

vi.mock('next/image', () => import('../../blocks/next-image-mock'));

const NOW = Date.UTC(2026, 10, 23, 12);

async function propsFor(request: Partial<PageRequest> & { random?: number }): Promise<BuilderPageProps> {
  const source = createLocalContentSource({ now: () => NOW, random: () => request.random ?? 0.9, testPages: true });
  const page = await source.getPage({ urlPath: '/', theme: 'main', locale: 'en-us', ...request });
  if (!page) throw new Error('no page for the request');
  return { content: toRenderableContent(page.content), data: {}, locale: page.content.id.endsWith('en-gb') ? 'en-gb' : 'en-us', theme: 'main', abTest: page.abTest };
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

// Cleared after each test, not before: the first test must see whatever the SDK wrote when it loaded.
afterEach(() => {
  clearCookies();
  localStorage.clear();
  delete (window as DataLayerWindow).dataLayer;
  vi.restoreAllMocks();
});

describe('BuilderPage without an API key (local fixtures)', () => {
  it('requests nothing from Builder: tracking off, no CDN pixel, no fetch, no session cookie or visitor id', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { container } = render(<BuilderPage {...await propsFor({})} />);
    await screen.findByRole('heading', { level: 1 });
    // Let the SDK's deferred session/visitor writes and event flushes run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(builder.canTrack).toBe(false);
    expect(Builder.isPreviewing).toBe(false);
    expect(Builder.isEditing).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(container.innerHTML).not.toContain('builder.io');
    // The SDK's own names: it writes them shortly after loading when tracking looks allowed.
    expect(document.cookie).not.toContain('builderSessionId');
    expect(localStorage.getItem('builderVisitorId')).toBeNull();
  });

  it('renders the resolved content through the registered blocks', async () => {
    render(<BuilderPage {...await propsFor({ testCookies: { 'builder.tests.home-main-en-us': 'home-main-en-us' } })} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fresh food, made for the bowl');
    expect(screen.getByRole('heading', { name: 'Find us in the refrigerated aisle' })).toBeTruthy();
  });

  it('shows the personalization variant the server chose (attributes cookie petType=cat), not the default', async () => {
    render(<BuilderPage {...await propsFor({ attributes: { petType: 'cat' } })} />);
    expect(await screen.findByRole('heading', { name: 'Made for cats who know what they like' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fresh food for every bowl' })).toBeNull();
  });

  it('a block that throws shows the §8 message in its place and its siblings render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The SDK never registers test blocks on its own; this test registers the one it needs.
    const { component, ...registration } = toBuilderComponent(TEST_BLOCKS[0]!);
    Builder.registerComponent(component, registration);
    render(<BuilderPage {...await propsFor({ urlPath: '/test/broken-block', attributes: { testPages: true } })} />);
    expect(await screen.findByText(BLOCK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Block error isolation' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Before the broken block' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'After the broken block' })).toBeTruthy();
  });

  it('content that is not page content shows "Unsupported content type" instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bogus = { id: 'nav', data: { navigationItems: [] } } as unknown as BuilderPageProps['content'];
    render(<BuilderPage content={bogus} locale="en-us" theme="main" />);
    expect(screen.getByRole('alert').textContent).toBe(UNSUPPORTED_CONTENT_MESSAGE);
    const nothing = render(<BuilderPage content={null} locale="en-us" theme="main" />);
    expect(nothing.getAllByRole('alert').at(-1)?.textContent).toBe(UNSUPPORTED_CONTENT_MESSAGE);
  });

  it('renders on the server: the HTML holds the h1 and the chosen variation', async () => {
    const html = renderToString(<BuilderPage {...await propsFor({ testCookies: { 'builder.tests.home-main-en-us': 'home-main-en-us-headline-b' } })} />);
    expect(html).toMatch(/<h1[^>]*>Real food you can see in the bowl<\/h1>/);
    expect(html).not.toContain('Fresh food, made for the bowl');
    expect(html).not.toContain('cdn.builder.io');
  });
});

describe('BuilderPage: sticky A/B assignment', () => {
  const cookieName = 'builder.tests.home-main-en-us';
  let announcements = 0;
  const onAssigned = () => {
    announcements += 1;
  };
  beforeEach(() => {
    announcements = 0;
    window.addEventListener(AB_TEST_ASSIGNED_EVENT, onAssigned);
  });
  afterEach(() => window.removeEventListener(AB_TEST_ASSIGNED_EVENT, onAssigned));

  it('a new visitor gets the cookie with the variation the server rendered, announced once to the A/B event owner', async () => {
    // random 0.1 draws the first variation (headline B).
    const props = await propsFor({ random: 0.1 });
    expect(props.abTest?.setCookie?.value).toBe('home-main-en-us-headline-b');
    const { rerender, unmount } = render(<BuilderPage {...props} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Real food you can see in the bowl');
    expect(document.cookie).toContain(`${cookieName}=home-main-en-us-headline-b`);
    expect(announcements).toBe(1);
    // Re-rendering or remounting with the same assignment announces nothing new.
    rerender(<BuilderPage {...props} />);
    unmount();
    render(<BuilderPage {...props} />);
    expect(announcements).toBe(1);
  });

  it('a returning visitor (cookie already set) is neither re-assigned nor re-announced', async () => {
    document.cookie = `${cookieName}=home-main-en-us; Path=/`;
    const props = await propsFor({ testCookies: { [cookieName]: 'home-main-en-us' } });
    expect(props.abTest?.setCookie).toBeUndefined();
    render(<BuilderPage {...props} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fresh food, made for the bowl');
    expect(announcements).toBe(0);
    expect(document.cookie).toContain(`${cookieName}=home-main-en-us`);
  });
});
