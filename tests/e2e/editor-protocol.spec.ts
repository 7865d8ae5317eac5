import { spawn, type ChildProcess } from 'node:child_process';
import type { Page, Route } from '@playwright/test';
import { blockGroupServesTheme } from '@/block-kit/block-names';
import { BLOCK_DECLARATIONS } from '@/page-runtime/block-index.generated';
import { startContentApiStub, type ContentApiStub } from './support/content-api-stub';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { recordScripts, SDK_SIGNATURE } from './support/page-checks';
import { THEMES } from '@/config/themes';

/**
 * Plays Builder's visual editor against the real @builder.io/react the site loads in editing mode,
 * the way Builder's own SDK tests do (packages/sdks-tests in BuilderIO/builder): an embedder page on
 * Builder's origin frames a site page, listens to what the SDK posts to its parent and drives it
 * with the editor's messages. The site runs with a Builder key; its server reads content from a
 * loopback stub of the Content API (BUILDER_CONTENT_API_ORIGIN), and the browser's calls to
 * Builder's CDN and API are answered by the test, so nothing leaves the machine (the shared
 * fixture fails any request that does).
 */

// One server with a key for the whole file: its port is the runner's plus 10 (3216 beside 3206).
test.describe.configure({ mode: 'serial' });

const KEYED_PORT = Number(process.env.E2E_PORT ?? 3100) + 10;
const TEST_API_KEY = 'test-editor-key-7f3a';
const EDITOR_ORIGIN = 'https://builder.io';
const EDITOR_PAGE = `${EDITOR_ORIGIN}/test-editor`;
/** What Builder's editor appends to the page URL it frames. */
const EDITING_QUERY = '?builder.preview=page&builder.frameEditing=page&__builder_editing__=true';
const URL_PATH = '/test/editor-protocol';

type Theme = 'main' | 'vet';
type Block = { '@type': '@builder.io/sdk:Element'; id: string; component: { name: string; options: Record<string, unknown> } };

const TEXT = {
  main: { published: 'Supper, as published', drafted: 'Supper, as drafted', patched: 'Supper, patched in the editor', body: 'Slow-cooked turkey and pumpkin', updated: 'Gently cooked salmon, updated in the editor' },
  vet: { published: 'Clinic rounds, as published', drafted: 'Clinic rounds, as drafted', patched: 'Clinic rounds, patched in the editor', body: 'Renal support recipe notes', updated: 'Post-surgery recovery notes, updated in the editor' },
} as const;

function blocks(hed: string, body: string): Block[] {
  return [
    { '@type': '@builder.io/sdk:Element', id: 'builder-editor-hed', component: { name: 'Hed and Dek', options: { hed, dek: 'A page an editor is building.', alignment: 'Left', backgroundColor: 'White' } } },
    { '@type': '@builder.io/sdk:Element', id: 'builder-editor-text', component: { name: 'Text', options: { text: `<p>${body}</p>` } } },
  ];
}

/** The page as published (what the server reads from the Content API) or as the editor's draft. */
function pageEntry(theme: Theme, state: 'published' | 'drafted') {
  return {
    id: `editor-protocol-${theme}`,
    name: `Editor protocol (${theme})`,
    published: 'published',
    modelId: null,
    query: [
      { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is' as const, value: URL_PATH },
      { '@type': '@builder.io/core:Query', property: 'theme', operator: 'is' as const, value: theme },
    ],
    data: { title: `Editor protocol (${theme})`, url: URL_PATH, noIndex: true, blocks: blocks(TEXT[theme][state], TEXT[theme].body) },
  };
}

let stub: ContentApiStub;
let server: ChildProcess;
let serverLog = '';

const keyedOrigin = (theme: Theme) => `http://${theme === 'vet' ? 'vet.localhost' : 'localhost'}:${KEYED_PORT}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stub = await startContentApiStub({ page: [pageEntry('main', 'published'), pageEntry('vet', 'published')] });
  server = spawn(process.execPath, ['--require', './front-door-gate.cjs', 'node_modules/next/dist/bin/next', 'start', '-p', String(KEYED_PORT)], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      TRUSTED_PROXY_HOPS: '1',
      TEST_BLOCKS: 'true',
      BUILDER_API_KEY: TEST_API_KEY,
      BUILDER_CONTENT_API_ORIGIN: stub.origin,
      // Every request renders, so each test sees its own reads in the stub: a page another test
      // had rendered moments before would otherwise come from the page store without one.
      PAGE_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (serverLog += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (serverLog += d.toString()));
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the keyed server exited with ${server.exitCode}:\n${serverLog}`);
    const healthy = await fetch(`${keyedOrigin('main')}/api/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the keyed server never answered:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  }
  await stub?.close();
  // No request of the keyed server may have escaped as a stack trace.
  expect(serverLog).not.toMatch(/\n\s+at /);
});

type Posted = { readonly origin: string; readonly message: { readonly type?: string; readonly data?: unknown } };
declare global {
  interface Window {
    __fromSite?: Posted[];
  }
}

/** The editor's page: frames the site page and records every message the frame posts to it. */
function embedderHtml(siteUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test editor</title></head><body>
<script>
  window.__fromSite = [];
  addEventListener('message', (event) => {
    const frame = document.getElementById('site');
    if (!frame || event.source !== frame.contentWindow) return;
    window.__fromSite.push({ origin: event.origin, message: event.data });
  });
</script>
<iframe id="site" title="The page being edited" src="${siteUrl}" style="width:1280px;height:900px;border:0"></iframe>
</body></html>`;
}

type BuilderTraffic = { readonly contentQueries: string[]; readonly other: string[] };

/**
 * Chromium's Local Network Access: a public https page may not load a loopback or private-network
 * document without the visitor's permission. An editor whose site runs on localhost grants it to
 * Builder's editor once; the test grants it to whichever origin plays the editor, so only the
 * site's own frame-ancestors decides whether the frame loads.
 */
async function allowLocalNetwork(page: Page, editorOrigin: string): Promise<void> {
  await page.context().grantPermissions(['local-network-access'], { origin: editorOrigin });
}

/**
 * Serves the embedder on Builder's origin and answers the browser's calls to Builder: the SDK's
 * draft query (`/api/v3/query/<key>/<keys>`) with the draft, anything else (tracking) with 204.
 */
async function routeBuilder(page: Page, embedderUrl: string, siteUrl: string, draft: ReturnType<typeof pageEntry>): Promise<BuilderTraffic> {
  const traffic: BuilderTraffic = { contentQueries: [], other: [] };
  const editorOrigin = new URL(embedderUrl).origin;
  await allowLocalNetwork(page, editorOrigin);
  await page.route(`${editorOrigin}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.href.startsWith(embedderUrl)) {
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: embedderHtml(siteUrl) });
      return;
    }
    traffic.other.push(url.href);
    await route.fulfill({ status: 204 });
  });
  await page.route('https://cdn.builder.io/**', async (route: Route) => {
    const url = new URL(route.request().url());
    const query = /^\/api\/v3\/query\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (!query) {
      traffic.other.push(url.href);
      await route.fulfill({ status: 204 });
      return;
    }
    traffic.contentQueries.push(url.href);
    expect(decodeURIComponent(query[1] ?? '')).toBe(TEST_API_KEY);
    const keys = decodeURIComponent(query[2] ?? '').split(',');
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(Object.fromEntries(keys.map((key) => [key, [draft]]))) });
  });
  return traffic;
}

const posted = (page: Page) => page.evaluate(() => window.__fromSite ?? []);
const postedTypes = async (page: Page) => (await posted(page)).map((p) => p.message.type);
/** Posts a message to the framed page as the editor does (from the editor's window, to any origin). */
const sendToSite = (page: Page, message: unknown) =>
  page.evaluate((m) => {
    const frame = document.getElementById('site') as HTMLIFrameElement | null;
    if (!frame?.contentWindow) throw new Error('the site frame is missing');
    frame.contentWindow.postMessage(m, '*');
  }, message);

/**
 * @builder.io/sdk probes for Node's require with `eval("require")` in a try/catch when its module
 * loads; under a policy without 'unsafe-eval' the browser refuses it (the SDK carries on) and files
 * one script-src report. Takes exactly those reports out of the shared list after checking the
 * reporting chunk is the SDK's, so any other eval still fails the test.
 */
async function acceptSdkRequireProbe(page: Page, violations: string[]): Promise<void> {
  const probes = violations.filter((v) => /^script-src blocked eval at .*\/_next\/static\/chunks\/[^/]+\.js:\d+$/.test(v));
  for (const probe of probes) {
    const chunk = /at (.*\.js):\d+$/.exec(probe)?.[1] ?? '';
    // Both themes serve the same build; the test runner cannot resolve vet.localhost, Chromium can.
    const source = await (await page.request.get(chunk.replace('//vet.localhost:', '//localhost:'))).text();
    expect(source, `${chunk} is the SDK's chunk with its require probe`).toContain('serverOnlyRequire=eval("require")');
  }
  expect(probes.length, 'one probe per SDK load').toBeLessThanOrEqual(1);
  violations.splice(0, violations.length, ...violations.filter((v) => !probes.includes(v)));
}

test("with a key, Builder's editor origins may frame a page and the policy has no 'unsafe-eval'; without a key nobody may frame it", async ({ page, mainOrigin }) => {
  const keyed = await page.request.get(`${keyedOrigin('main')}${URL_PATH}${EDITING_QUERY}`);
  expect(keyed.status()).toBe(200);
  const keyedCsp = keyed.headers()['content-security-policy'] ?? '';
  const frameAncestors = keyedCsp.split('; ').find((d) => d.startsWith('frame-ancestors '))?.split(' ').slice(1);
  expect(frameAncestors).toEqual(expect.arrayContaining(['https://builder.io', 'https://beta.builder.io', 'https://*.beta.builder.io']));
  expect(frameAncestors).not.toContain("'none'");
  expect(keyedCsp).not.toContain('unsafe-eval');
  const published = await page.request.get(`${keyedOrigin('main')}${URL_PATH}`);
  expect(published.headers()['content-security-policy']).not.toContain('unsafe-eval');

  // The runner's own server has no key: nothing may frame its content pages.
  const keyless = await page.request.get(`${mainOrigin}/`);
  expect(keyless.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(keyless.headers()['content-security-policy']).not.toContain('unsafe-eval');
});

for (const theme of THEMES) {
  test(`${theme}: in Builder's editor the SDK announces itself, registers every ${theme} block with its inputs, and shows patchUpdates and contentUpdate edits`, async ({ page, cspViolations }) => {
    const text = TEXT[theme];
    const draft = pageEntry(theme, 'drafted');
    const siteUrl = `${keyedOrigin(theme)}${URL_PATH}${EDITING_QUERY}`;
    const traffic = await routeBuilder(page, EDITOR_PAGE, siteUrl, draft);
    const siteResponse = page.waitForResponse((r) => r.url() === siteUrl);
    await page.goto(EDITOR_PAGE);
    expect((await siteResponse).status()).toBe(200);
    const frame = page.frameLocator('#site');

    // Ready: the SDK tells its parent it is mounted, with the model and our key.
    await expect.poll(() => postedTypes(page), { timeout: 20_000 }).toContain('builder.sdkInjected');
    const messages = await posted(page);
    expect(new Set(messages.map((m) => m.origin))).toEqual(new Set([keyedOrigin(theme)]));
    expect(messages.find((m) => m.message.type === 'builder.sdkInjected')?.message.data).toEqual({ modelName: 'page', apiKey: TEST_API_KEY });
    expect(messages.find((m) => m.message.type === 'builder.isReactSdk')?.message.data).toMatchObject({ value: true, supportsPatchUpdates: 'v4' });
    expect(messages.map((m) => m.message.type)).toEqual(expect.arrayContaining(['builder.loaded', 'builder.animatorOptions']));

    // The SDK replaces the server's published content with the draft it asks Builder for.
    await expect(frame.getByRole('heading', { name: text.drafted })).toBeVisible();
    await expect(frame.getByRole('heading', { name: text.published })).toHaveCount(0);
    expect(traffic.contentQueries.length).toBeGreaterThan(0);
    // The SDK hands the editor the results it rendered.
    await expect.poll(() => postedTypes(page)).toContain('builder.contentResults');

    // The editor's list of blocks: every block of this site, with its inputs, and no other of ours.
    const registered = new Map<string, { inputs?: unknown; canHaveChildren?: unknown }>();
    for (const { message } of await posted(page)) {
      if (message.type !== 'builder.registerComponent') continue;
      const spec = message.data as { name: string; inputs?: unknown; canHaveChildren?: unknown };
      registered.set(spec.name, spec);
    }
    const ours = BLOCK_DECLARATIONS.filter((d) => d.group !== 'test');
    const expected = ours.filter((d) => blockGroupServesTheme(d.group, theme));
    expect(ours.filter((d) => registered.has(d.name)).map((d) => d.name)).toEqual(expected.map((d) => d.name));
    for (const block of expected) {
      expect(registered.get(block.name)?.inputs, block.name).toEqual(JSON.parse(JSON.stringify(block.inputs)));
      expect(Boolean(registered.get(block.name)?.canHaveChildren), block.name).toBe(block.canHaveChildren === true);
    }
    expect(BLOCK_DECLARATIONS.filter((d) => d.group === 'test' && registered.has(d.name))).toEqual([]);
    const vetOnly = ['Vet Tech Signup Form', 'Vet Product Listing'];
    expect(vetOnly.filter((name) => registered.has(name))).toEqual(theme === 'vet' ? vetOnly : []);

    // The editor's liveness ping.
    await sendToSite(page, { type: 'builder.ping', data: {} });
    await expect.poll(() => postedTypes(page)).toContain('builder.pong');

    // A patch, keyed by the content id, as the editor sends one per keystroke.
    await sendToSite(page, {
      type: 'builder.patchUpdates',
      data: { data: { [draft.id]: [{ op: 'replace', path: '/data/blocks/0/component/options/hed', value: text.patched }] } },
    });
    await expect(frame.getByRole('heading', { name: text.patched })).toBeVisible();
    await expect(frame.getByRole('heading', { name: text.drafted })).toHaveCount(0);

    // A whole new version of the content, keyed by the model.
    await sendToSite(page, {
      type: 'builder.contentUpdate',
      data: { key: 'page', data: { id: draft.id, data: { ...draft.data, blocks: blocks(text.patched, text.updated) } } },
    });
    await expect(frame.getByText(text.updated)).toBeVisible();
    await expect(frame.getByText(text.body)).toHaveCount(0);
    await expect(frame.getByRole('heading', { name: text.patched })).toBeVisible();
    await acceptSdkRequireProbe(page, cspViolations);
  });
}

test("a frame from an origin that is not Builder's editor is refused by frame-ancestors", async ({ page }) => {
  const siteUrl = `${keyedOrigin('main')}${URL_PATH}${EDITING_QUERY}`;
  const foreignEditor = 'https://pet-food-editor.invalid/test-editor';
  await routeBuilder(page, foreignEditor, siteUrl, pageEntry('main', 'drafted'));
  const siteResponse = page.waitForResponse((r) => r.url() === siteUrl);
  await page.goto(foreignEditor);
  await siteResponse;
  // Chromium replaces a refused frame with its error page: the site's document never loads there.
  await expect.poll(() => page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
  await expect(page.frameLocator('#site').getByRole('heading', { name: TEXT.main.published })).toHaveCount(0);
  expect(await postedTypes(page)).toEqual([]);
});

for (const theme of THEMES) {
  test(`${theme}: a published page of a keyed site is server-rendered from the Content API, loads no Builder SDK, and passes axe`, async ({ page }) => {
    const url = `${keyedOrigin(theme)}${URL_PATH}`;
    const before = stub.requests.length;
    // The runner cannot resolve vet.localhost (Chromium can): ask localhost with the vet site's Host.
    const html = await (await page.request.get(`${keyedOrigin('main')}${URL_PATH}`, { headers: { host: new URL(url).host } })).text();
    expect(html).toContain(TEXT[theme].published);
    expect(stub.requests.slice(before).some((r) => r.model === 'page' && r.userAttributes.urlPath === URL_PATH && r.userAttributes.theme === theme)).toBe(true);

    const scripts = recordScripts(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: TEXT[theme].published })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await scripts();
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes(SDK_SIGNATURE))).toHaveLength(0);
    await expectNoAxeViolations(page);
  });
}
