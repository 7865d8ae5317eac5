// `node scripts/generate/subset-fonts.mjs`: cuts the self-hosted web fonts down to what the site draws, from
// the full Latin files in src/app/fonts (their outputs are committed; rerun only to change them).
// Needs the subset-font package (HarfBuzz's subsetter as WebAssembly), which the site itself does
// not: `npm install --no-save subset-font@2.9.0` first.
//
// Why: the two fonts are preloaded on every page and share the phone's link with the page's largest
// image, so their bytes delay it. The site's text is Latin-1 plus a few typographic marks; body text
// uses weights 400–800 (one variable range); headings are 700, and one blog quote style sets the
// heading face at 400, which gets its own file that only pages with such a quote download.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const DIR = new URL('../../src/app/fonts/', import.meta.url);

/** Basic Latin, Latin-1, dashes, quotes, bullet, ellipsis, primes, guillemets, euro, trade mark, arrows, minus, ≈. */
const RANGES = [
  [0x20, 0x7e], [0xa0, 0xff], [0x2013, 0x2014], [0x2018, 0x201e], [0x2022, 0x2022], [0x2026, 0x2026],
  [0x2032, 0x2033], [0x2039, 0x203a], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2190, 0x2193], [0x2212, 0x2212],
  [0x2248, 0x2248],
];
const TEXT = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

const OUTPUTS = [
  { from: 'nunito-latin-wght-normal.woff2', to: 'nunito-text-wght-400-800.woff2', axes: { wght: { min: 400, max: 800 } } },
  { from: 'fraunces-latin-wght-normal.woff2', to: 'fraunces-text-700.woff2', axes: { wght: 700 } },
  { from: 'fraunces-latin-wght-normal.woff2', to: 'fraunces-text-400.woff2', axes: { wght: 400 } },
];

for (const { from, to, axes } of OUTPUTS) {
  const source = readFileSync(new URL(from, DIR));
  const subset = await subsetFont(source, TEXT, { targetFormat: 'woff2', variationAxes: axes });
  writeFileSync(new URL(to, DIR), subset);
  console.log(`${to.padEnd(34)} ${String(subset.length).padStart(6)} B (from ${from}, ${source.length} B)`);
}
