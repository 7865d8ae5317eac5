// `node scripts/generate/font-fallbacks.mjs`: writes src/app/font-fallbacks.css, the metric-matched fallback
// faces the page is drawn in until the web fonts arrive (the output is committed; rerun it when a
// font file in src/app/fonts or the site's copy changes much).
//
// Why not next/font's own fallback: it declares one face, `local(Arial)`, sized for regular text.
// Linux and Android have no font of that name, so there the face fails and the text falls through to
// a wider system font; and bold text (most of the site's weight) is wider than regular in Arial by
// more than in Nunito. Either way the first paint's lines break differently from the web font's, and
// the page shifts when it swaps in.
//
// How: each web face is measured against a metric-compatible system face in Chromium, over the
// site's own English copy: Liberation Sans has Arial's advance widths and Liberation Serif has Times
// New Roman's, so one size-adjust serves Windows, macOS, iOS and Linux. Android has neither; its
// faces (Roboto, Noto Serif) get the same size-adjust scaled by the ratio of published average
// widths. Ascent and descent are the web font's own, divided by size-adjust (the browser multiplies
// them back), so the fallback's line box sits where the web font's will.
//
// Digits get a face of their own (`unicode-range`): Nunito's and Fraunces' figures are far wider
// than Arial's and Times' (a phone number drawn 9% narrow), so one size-adjust for letters and
// figures would fit neither; the letters' adjustment is measured on the copy without them. Android's
// faces keep one adjustment for both, for want of verified figure widths.
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import CHROMIUM_FLAGS from '../lib/chromium-flags.json' with { type: 'json' };

const FONTS = new URL('../../src/app/fonts/', import.meta.url);
const OUT = new URL('../../src/app/font-fallbacks.css', import.meta.url);
const PAGES = new URL('../../fixtures/content/page/', import.meta.url);

/** Latin average advance widths per em (capsize's metrics), for carrying an adjustment to Android's faces. */
const AVERAGE_WIDTH = {
  arial: { 400: 913 / 2048, 700: 983 / 2048 },
  times: { 400: 832 / 2048, 700: 886 / 2048 },
  roboto: { 400: 911 / 2048, 700: 926 / 2048 },
  notoSerif: { 400: 481 / 1000, 700: 512 / 1000 },
};

/** Names a system face answers to in `local()`: full name and PostScript name, on each platform. */
const LOCAL_NAMES = {
  arial: { 400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], 700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'] },
  times: {
    400: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
    700: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
  },
  roboto: { 400: ['Roboto', 'Roboto-Regular'], 700: ['Roboto Bold', 'Roboto-Bold'] },
  notoSerif: { 400: ['Noto Serif', 'NotoSerif-Regular'], 700: ['Noto Serif Bold', 'NotoSerif-Bold'] },
};

/**
 * The web faces, as src/app/fonts.ts declares them. `weights` are the fallback faces each gets: body
 * text runs from 400 to 800, and a browser draws 600–800 from the 700 face, the weight most text
 * above regular is set in.
 */
const FACES = [
  { family: 'bodyFont', file: 'nunito-text-wght-400-800.woff2', range: '400 800', weights: [400, 700], metric: 'arial', reference: 'Liberation Sans', android: 'roboto' },
  { family: 'headingFont', file: 'fraunces-text-700.woff2', range: '700', weights: [700], metric: 'times', reference: 'Liberation Serif', android: 'notoSerif' },
  { family: 'headingRegularFont', file: 'fraunces-text-400.woff2', range: '400', weights: [400], metric: 'times', reference: 'Liberation Serif', android: 'notoSerif' },
];

/** Every sentence of the English (Canada) content fixtures, markup stripped. */
function siteCopy() {
  let text = '';
  const walk = (value) => {
    if (typeof value === 'string') {
      if (/\s/.test(value) && !/^(https?:|[#./{])/.test(value)) text += ` ${value.replace(/<[^>]+>/g, ' ')}`;
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of readdirSync(PAGES).filter((f) => f.endsWith('-en-ca.json'))) walk(JSON.parse(readFileSync(new URL(file, PAGES), 'utf8')));
  return text.replace(/\s+/g, ' ').trim();
}

const DIGITS = '0123456789';
const DIGIT_RANGE = 'U+0030-0039';

const copy = siteCopy();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const faces = FACES.map(({ family, file, range }) => {
    const data = readFileSync(new URL(file, FONTS)).toString('base64');
    return `@font-face{font-family:${family};src:url(data:font/woff2;base64,${data}) format("woff2");font-weight:${range}}`;
  });
  await page.setContent(`<style>${faces.join('\n')}</style>`);

  /** Width of the copy and the face's ascent and descent at 100px, as Chromium lays them out. */
  const measure = (family, weight, copy) =>
    page.evaluate(
      async ({ family, weight, copy }) => {
        const font = `${weight} 100px "${family}"`;
        await document.fonts.load(font, copy);
        const context = document.createElement('canvas').getContext('2d');
        context.font = font;
        const m = context.measureText(copy);
        return { width: m.width, ascent: m.fontBoundingBoxAscent / 100, descent: m.fontBoundingBoxDescent / 100 };
      },
      { family, weight, copy },
    );

  const percent = (x) => `${(x * 100).toFixed(2)}%`;
  const rule = ({ family, system, weight, adjust, web, range }) =>
    [
      '@font-face {',
      `  font-family: '${family}';`,
      `  src: ${LOCAL_NAMES[system][weight].map((name) => `local('${name}')`).join(', ')};`,
      `  font-weight: ${weight};`,
      `  size-adjust: ${percent(adjust)};`,
      `  ascent-override: ${percent(web.ascent / adjust)};`,
      `  descent-override: ${percent(web.descent / adjust)};`,
      '  line-gap-override: 0%;',
      ...(range ? [`  unicode-range: ${range};`] : []),
      '}',
    ].join('\n');

  const letters = copy.replace(/[0-9]/g, '');
  const rules = [];
  const report = [];
  for (const face of FACES) {
    for (const weight of face.weights) {
      const reference = await measure(face.reference, weight, letters);
      if (reference.width === (await measure('monospace', weight, letters)).width) {
        throw new Error(`${face.reference} ${weight} is not installed: it is the reference the web face is measured against`);
      }
      const web = await measure(face.family, weight, letters);
      const sizeAdjust = web.width / reference.width;
      const digits = (await measure(face.family, weight, DIGITS)).width / (await measure(face.reference, weight, DIGITS)).width;
      const whole = (await measure(face.family, weight, copy)).width / (await measure(face.reference, weight, copy)).width;
      const android = whole * (AVERAGE_WIDTH[face.metric][weight] / AVERAGE_WIDTH[face.android][weight]);
      // The later of two faces that both cover a character wins, so the figures' face follows.
      rules.push(rule({ family: `${face.family}-fallback`, system: face.metric, weight, adjust: sizeAdjust, web }));
      rules.push(rule({ family: `${face.family}-fallback`, system: face.metric, weight, adjust: digits, web, range: DIGIT_RANGE }));
      rules.push(rule({ family: `${face.family}-fallback-android`, system: face.android, weight, adjust: android, web }));
      report.push(
        `${face.family} ${weight}: size-adjust ${percent(sizeAdjust)} (figures ${percent(digits)}) against ${face.reference}, ${percent(android)} for ${face.android}`,
      );
    }
  }
  writeFileSync(
    OUT,
    `/* Written by scripts/generate/font-fallbacks.mjs from ${copy.length} characters of the site's copy; do not edit by hand.
   Metric-matched fallback faces: text drawn in them before the web fonts arrive breaks into the same
   lines, so nothing moves when the fonts swap in. */\n${rules.join('\n\n')}\n`,
  );
  console.log(report.join('\n'));
} finally {
  await browser.close();
}
