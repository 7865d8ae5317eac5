// The bare one-page Next app the page benches (bench:bundle, bench:pages, bench:lighthouse) measure
// the site against, built in the same run as the site; they serve both with startNext.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { nextBin, run } from './processes.cjs';

/** Where the benchmarks build the bare one-page Next app they measure as a floor. */
export const BARE_APP_DIR = '.bench/bare';

/**
 * Writes a bare Next app (same Next version as the site, nothing else) to BARE_APP_DIR: the
 * smallest page Next can serve (`/`, prerendered), so a benchmark can say how far the site is from
 * it, the same with one stylesheet linked (`/styled`) and inline (`/styled-inline`), and the smallest page Next renders per request
 * (`/dynamic`, which reads the request headers as every page of the site does for its nonce).
 */
function writeBareApp(dir = BARE_APP_DIR) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(`${dir}/app`, { recursive: true });
  writeFileSync(`${dir}/next.config.mjs`, 'export default { poweredByHeader: false };\n');
  writeFileSync(
    `${dir}/app/layout.jsx`,
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(`${dir}/app/page.jsx`, 'export default function Page() {\n  return <h1>Bare page</h1>;\n}\n');
  // The bare page with what every styled page has: one stylesheet (generated rules, about the size
  // of the site's main one compressed) and a paragraph as its largest text. Lighthouse's simulated
  // LCP of a page counts every request that finished before the page painted on this machine, so
  // this page shows the floor a page with a stylesheet and Next's scripts starts from.
  mkdirSync(`${dir}/app/styled`, { recursive: true });
  const rules = Array.from({ length: 1200 }, (_, i) => `.c${i}{margin:${i % 17}px;padding:${i % 11}px;color:#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')};display:flex;gap:${i % 7}px}`);
  const css = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem}h1{font-size:2rem}p{font-size:1.1rem;line-height:1.5}${rules.join('')}`;
  const content = '<h1>Bare styled page</h1><p>Fresh, refrigerated recipes for dogs and cats with real meat and no artificial colors, in the refrigerated aisle of a store near you.</p>';
  writeFileSync(`${dir}/app/styled/styled.css`, `${css}\n`);
  writeFileSync(`${dir}/app/styled/page.jsx`, `import './styled.css';\n\nexport default function Page() {\n  return (<main>${content}</main>);\n}\n`);
  // The same stylesheet inside the HTML, as the site sends its own (experimental.inlineCss): React
  // hoists the <style> into the head, and it travels in the RSC payload too, as the site's does.
  mkdirSync(`${dir}/app/styled-inline`, { recursive: true });
  writeFileSync(
    `${dir}/app/styled-inline/page.jsx`,
    `const css = ${JSON.stringify(css)};\n\nexport default function Page() {\n  return (<main><style href="styled-inline" precedence="default">{css}</style>${content}</main>);\n}\n`,
  );
  mkdirSync(`${dir}/app/dynamic`, { recursive: true });
  writeFileSync(
    `${dir}/app/dynamic/page.jsx`,
    "import { headers } from 'next/headers';\n\nexport default async function Page() {\n  const agent = (await headers()).get('user-agent') ?? '';\n  return <h1>Bare dynamic page ({agent.length})</h1>;\n}\n",
  );
}

const nextEnv = { NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Builds the site (unless skipped) and the bare app with `next build`; false when a build failed
 * (its output has already been shown).
 */
export async function buildSiteAndBareApp({ skipSiteBuild = false } = {}) {
  if (!skipSiteBuild) {
    console.log('building the app…');
    if ((await run('node', [nextBin, 'build'], { env: nextEnv })) !== 0) return false;
  }
  console.log('building the bare one-page app…');
  writeBareApp();
  return (await run('node', [nextBin, 'build', BARE_APP_DIR], { env: nextEnv })) === 0;
}
