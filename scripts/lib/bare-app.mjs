// The bare Next app the page benches (bench:bundle, bench:pages, bench:lighthouse) and bench:signup
// measure the site against: same Next version, nothing of the site's. It lives outside the
// checkout, in the OS's temporary folder: built inside it (in .bench/bare), its build compiled the
// site's src/instrumentation.ts and came out with a middleware, so its pages were screened by the
// site's front door and answered by its page store, and the "bare" figures were partly the site's.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextBin, run, startNext } from './processes.cjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The HMAC key of the bare app's bot-check stub (POST /api/verify): a bench-only key, public on
 * purpose, so bench:signup can sign ALTCHA challenges the stub accepts.
 */
export const BARE_CHALLENGE_SECRET = 'bare-app-bench-only-altcha-hmac-key-0123456789abcdef';

/**
 * The picture the home page (main theme, its default variation) leads with, at the size it is
 * rendered on a phone: the masthead's Overlay layout puts it full width in a 4:3 frame below 641 px
 * (src/blocks/masthead/masthead.module.css) with FULL_BLEED_SIZES (src/ui/image-sizes.ts).
 * bench:lighthouse checks these against the site's rendered `/` and stops when they differ.
 */
export const LEAD_PICTURE = {
  /** Page whose first block's image is read. */
  fixture: 'fixtures/content/page/home-main-en-us.json',
  sizes: '(max-width: 2000px) 100vw, 2000px',
  phoneAspectRatio: '4 / 3',
};

/** The lead picture's URL path (as in the fixture, e.g. /media/content/masthead-main.jpg). */
export function leadPicturePath() {
  const page = JSON.parse(readFileSync(path.join(ROOT, LEAD_PICTURE.fixture), 'utf8'));
  const image = page?.data?.blocks?.[0]?.component?.options?.image;
  if (typeof image !== 'string' || !image.startsWith('/')) throw new Error(`${LEAD_PICTURE.fixture}: its first block has no image path`);
  return image;
}

/**
 * The image settings of the site's build (sizes offered, qualities, formats), so the bare picture
 * page gets the same candidates from /_next/image as the site's lead picture does.
 */
function siteImageConfig() {
  const file = path.join(ROOT, '.next', 'required-server-files.json');
  if (!existsSync(file)) throw new Error(`no ${file}: build the site first (npx next build)`);
  const { images } = JSON.parse(readFileSync(file, 'utf8')).config;
  return { deviceSizes: images.deviceSizes, imageSizes: images.imageSizes, qualities: images.qualities, formats: images.formats };
}

/**
 * The bare app's files, by path: the smallest page Next can serve (`/`, prerendered), the same with
 * one stylesheet linked (`/styled`) and inline (`/styled-inline`), the smallest page Next renders
 * per request (`/dynamic`, which reads the request headers as every page of the site does for its
 * nonce), a page led by the home page's picture through next/image (`/picture`), and a route that
 * verifies an ALTCHA solution and answers 200 (`POST /api/verify`), and one that also refuses a spent
 * token and commits the signup to disk before its 200 (`POST /api/verify-store`).
 */
function bareAppFiles() {
  /** @type {Map<string, string | Buffer>} */
  const files = new Map();
  files.set('next.config.mjs', `export default ${JSON.stringify({ poweredByHeader: false, images: siteImageConfig() }, null, 2)};\n`);
  files.set('app/layout.jsx', 'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n');
  files.set('app/page.jsx', 'export default function Page() {\n  return <h1>Bare page</h1>;\n}\n');
  // The bare page with what every styled page has: one stylesheet (generated rules, about the size
  // of the site's main one compressed) and a paragraph as its largest text. Lighthouse's simulated
  // LCP of a page counts every request that finished before the page painted on this machine, so
  // this page shows the floor a page with a stylesheet and Next's scripts starts from.
  const rules = Array.from({ length: 1200 }, (_, i) => `.c${i}{margin:${i % 17}px;padding:${i % 11}px;color:#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')};display:flex;gap:${i % 7}px}`);
  const css = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem}h1{font-size:2rem}p{font-size:1.1rem;line-height:1.5}${rules.join('')}`;
  const content = '<h1>Bare styled page</h1><p>Fresh, refrigerated recipes for dogs and cats with real meat and no artificial colors, in the refrigerated aisle of a store near you.</p>';
  files.set('app/styled/styled.css', `${css}\n`);
  files.set('app/styled/page.jsx', `import './styled.css';\n\nexport default function Page() {\n  return (<main>${content}</main>);\n}\n`);
  // The same stylesheet inside the HTML, as the site sends its own (experimental.inlineCss): React
  // hoists the <style> into the head, and it travels in the RSC payload too, as the site's does.
  files.set(
    'app/styled-inline/page.jsx',
    `const css = ${JSON.stringify(css)};\n\nexport default function Page() {\n  return (<main><style href="styled-inline" precedence="default">{css}</style>${content}</main>);\n}\n`,
  );
  files.set(
    'app/dynamic/page.jsx',
    "import { headers } from 'next/headers';\n\nexport default async function Page() {\n  const agent = (await headers()).get('user-agent') ?? '';\n  return <h1>Bare dynamic page ({agent.length})</h1>;\n}\n",
  );
  // The floor of a picture-led page: the home page's lead picture file, through the image
  // optimizer, in a frame of the same width and ratio on a phone, loaded as the site loads it
  // (eager, high fetch priority), with a heading and a paragraph under it.
  const picture = leadPicturePath();
  files.set(`public${picture}`, readFileSync(path.join(ROOT, 'public', picture)));
  files.set(
    'app/picture/page.jsx',
    [
      "import Image from 'next/image';",
      '',
      'export default function Page() {',
      '  return (',
      '    <main>',
      "      <style href=\"picture\" precedence=\"default\">{'body{margin:0}'}</style>",
      `      <div style={{ position: 'relative', width: '100%', aspectRatio: ${JSON.stringify(LEAD_PICTURE.phoneAspectRatio)} }}>`,
      `        <Image src=${JSON.stringify(picture)} alt="A bowl of fresh dog food" fill sizes=${JSON.stringify(LEAD_PICTURE.sizes)} quality={75} loading="eager" fetchPriority="high" style={{ objectFit: 'cover' }} />`,
      '      </div>',
      `      ${content}`,
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  // The floor of a signup: read the JSON body, verify the ALTCHA solution in its bot-check token
  // with altcha-lib, answer. What a route that checks a proof of work costs in a bare Next app.
  files.set(
    'app/api/verify/route.js',
    [
      "import { verifySolution } from 'altcha-lib';",
      "import { deriveKey } from 'altcha-lib/algorithms/sha';",
      '',
      `const SECRET = ${JSON.stringify(BARE_CHALLENGE_SECRET)};`,
      '',
      'export async function POST(request) {',
      '  let payload;',
      '  try {',
      '    const body = await request.json();',
      "    payload = JSON.parse(Buffer.from(String(body.turnstileToken ?? ''), 'base64').toString('utf8'));",
      '  } catch {',
      "    return Response.json({ error: 'malformed' }, { status: 400 });",
      '  }',
      '  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: SECRET });',
      "  return result.verified ? Response.json({ ok: true }) : Response.json({ error: 'not verified' }, { status: 403 });",
      '}',
      '',
    ].join('\n'),
  );
  // The floor of a durable signup: the same, then what any signup that keeps its promise must also
  // do: refuse a spent token and commit the address, both synced to disk before the 200 (SQLite,
  // synchronous = FULL, one transaction). No rate limit, validation or group commit.
  files.set(
    'app/api/verify-store/route.js',
    [
      "import os from 'node:os';",
      "import path from 'node:path';",
      "import Database from 'better-sqlite3';",
      "import { verifySolution } from 'altcha-lib';",
      "import { deriveKey } from 'altcha-lib/algorithms/sha';",
      '',
      `const SECRET = ${JSON.stringify(BARE_CHALLENGE_SECRET)};`,
      'let db;',
      'let signUp;',
      '',
      'function open() {',
      "  db = new Database(path.join(os.tmpdir(), `bare-signups-${process.pid}.db`));",
      "  db.pragma('journal_mode = WAL');",
      "  db.pragma('synchronous = FULL');",
      "  db.exec('CREATE TABLE IF NOT EXISTS spent (id TEXT PRIMARY KEY); CREATE TABLE IF NOT EXISTS subscribers (email TEXT PRIMARY KEY)');",
      "  const spend = db.prepare('INSERT INTO spent (id) VALUES (?) ON CONFLICT DO NOTHING');",
      "  const subscribe = db.prepare('INSERT INTO subscribers (email) VALUES (?) ON CONFLICT DO NOTHING');",
      '  signUp = db.transaction((id, email) => spend.run(id).changes === 1 && (subscribe.run(email), true));',
      '}',
      '',
      'export async function POST(request) {',
      '  let body;',
      '  let payload;',
      '  try {',
      '    body = await request.json();',
      "    payload = JSON.parse(Buffer.from(String(body.turnstileToken ?? ''), 'base64').toString('utf8'));",
      '  } catch {',
      "    return Response.json({ error: 'malformed' }, { status: 400 });",
      '  }',
      '  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: SECRET });',
      "  if (!result.verified) return Response.json({ error: 'not verified' }, { status: 403 });",
      '  if (!db) open();',
      "  if (!signUp(String(payload.challenge?.signature ?? ''), String(body.email ?? ''))) return Response.json({ error: 'spent' }, { status: 409 });",
      '  return Response.json({ error: null });',
      '}',
      '',
    ].join('\n'),
  );
  return files;
}

const nextEnv = { NEXT_TELEMETRY_DISABLED: '1' };
/** The packages the bare app runs: a build is reused only with the same versions of them. */
const KEY_PACKAGES = ['next', 'react', 'react-dom', 'altcha-lib'];
/** Written last into a bare build that passed its checks: a folder without it is built again. */
const DONE_MARK = '.bench-bare-done';
/** What the bare app must not have: the files Next emits for an instrumentation hook or a proxy. */
const FORBIDDEN_OUTPUT = ['.next/server/instrumentation.js', '.next/server/middleware.js', '.next/server/proxy.js'];

/**
 * Writes and builds the bare app in the temporary folder (the site's build must exist: its image
 * settings are copied), unless a build of the same sources and package versions is there already;
 * returns its folder, or null when the build failed or picked up what is not its own (the reason
 * has already been shown).
 */
export async function ensureBareApp() {
  const files = bareAppFiles();
  const versions = KEY_PACKAGES.map((name) => `${name}@${JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version}`);
  const nextVersion = versions[0].slice('next@'.length);
  const hash = createHash('sha256');
  hash.update(`${versions.join(' ')}\0`);
  for (const [name, content] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update('\0').update(content).update('\0');
  const dir = path.join(tmpdir(), `brightbowl-bare-next-${nextVersion}-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(dir, DONE_MARK))) {
    console.log(`bare app: reusing the build in ${dir}`);
    return checkBareBuild(dir) ? dir : null;
  }
  console.log(`building the bare app in ${dir}…`);
  rmSync(dir, { recursive: true, force: true });
  for (const [name, content] of files) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  // A copy of the checkout's node_modules made of hard links (no data is copied): Turbopack resolves
  // nothing outside the app's folder, so a symbolic link to the checkout's would not do.
  if ((await run('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')])) !== 0) return null;
  // Its own copy of Next builds it: the checkout's Next would load the checkout's React beside the copy's.
  if ((await run('node', [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', dir], { env: nextEnv, cwd: dir })) !== 0) return null;
  if (!checkBareBuild(dir)) return null;
  writeFileSync(path.join(dir, DONE_MARK), `${new Date().toISOString()}\n`);
  return dir;
}

/** False, with the reason printed, when the bare build has an instrumentation hook or a proxy. */
function checkBareBuild(dir) {
  const found = FORBIDDEN_OUTPUT.filter((file) => existsSync(path.join(dir, file)));
  if (found.length === 0) return true;
  console.error(`The bare app's build in ${dir} has ${found.join(', ')}: it picked up an instrumentation hook or a proxy that is not its own, so it would not be a bare Next app. Nothing was measured.`);
  return false;
}

/**
 * Builds the site (unless skipped) and the bare app (unless a build of it is cached); returns the
 * bare app's folder, or null when a build failed (its output has already been shown).
 */
export async function buildSiteAndBareApp({ skipSiteBuild = false } = {}) {
  if (!skipSiteBuild) {
    console.log('building the app…');
    if ((await run('node', [nextBin, 'build'], { env: nextEnv })) !== 0) return null;
  }
  return ensureBareApp();
}

/**
 * `next start` of the bare app. Throws when its server says it runs the site's front door: the
 * bare figures would then be the site's own.
 */
export async function startBareApp(dir) {
  const server = await startNext({ dir, label: 'bare' });
  assertBare(server);
  return server;
}

/** Throws when a bare server's output shows the site's front door; call again after a run. */
export function assertBare(server) {
  if (server.log().includes('[front-door]')) {
    throw new Error(`The bare app's server logged "[front-door]": it runs the site's instrumentation, so its figures are not a bare Next app's.\n${server.log()}`);
  }
}
