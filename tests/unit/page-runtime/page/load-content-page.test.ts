/**
 * What a content page's render notes for the page store about the content it was drawn from: the
 * page's own entry and every symbol it places, so Builder's publish webhook can drop exactly the
 * stored pages a published entry changes. Rendered over the local content fixtures
 * (fixtures/content/page/test-symbols.json places promo-banner, and promo-stack, which holds
 * promo-banner again).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';
import { FRONT_DOOR_HEADERS } from '@/domain/site/front-door-headers';
import { closeRenderNotes, openRenderNotes, renderNotesRegistry } from '@/services/http/render-note-registry';

const requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders) }));
/** The test pages are served to requests carrying the testPages attribute. */
const TEST_VISITOR = `builder.userAttributes=${encodeURIComponent(JSON.stringify({ testPages: true }))}`;
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const parsed = actual.parseEnv({ TEST_BLOCKS: 'true' });
  return { ...actual, env: () => parsed };
});

const { loadContentPage } = await import('@/page-runtime/page/load-content-page');

beforeEach(() => {
  for (const key of [...requestHeaders.keys()]) requestHeaders.delete(key);
  requestHeaders.set('cookie', TEST_VISITOR);
});

describe('a content page notes the content entries it was drawn from', () => {
  it('a page with symbols notes its own id and each symbol it places, nested ones included, once each', async () => {
    requestHeaders.set(FRONT_DOOR_HEADERS.fill, 'fill-symbols');
    openRenderNotes('fill-symbols');
    expect(await loadContentPage('main', 'en-us', '/test/symbols')).not.toBeNull();
    expect(closeRenderNotes('fill-symbols')?.contents).toEqual(['test-symbols', 'promo-banner', 'promo-stack']);
  });

  it('a page without symbols notes only its own id', async () => {
    requestHeaders.set(FRONT_DOOR_HEADERS.fill, 'fill-about');
    openRenderNotes('fill-about');
    expect(await loadContentPage('main', 'en-us', '/about')).not.toBeNull();
    expect(closeRenderNotes('fill-about')?.contents).toEqual(['about']);
  });

  it('a render the page store will not keep (no fill header) notes nothing', async () => {
    openRenderNotes('unrelated');
    expect(await loadContentPage('main', 'en-ca', '/test/symbols')).not.toBeNull();
    expect(renderNotesRegistry().get('unrelated')?.contents).toEqual([]);
    closeRenderNotes('unrelated');
  });
});
