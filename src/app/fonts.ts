import localFont from 'next/font/local';

/**
 * Self-hosted fonts (SIL OFL, licences beside the files): no font CDN is ever contacted. The files
 * are cut by scripts/generate/subset-fonts.mjs to the characters and weights the site draws.
 *
 * None is preloaded. A preloaded font holds Chromium's first paint until it arrives, and shares a
 * phone's link with the page's largest image: under Lighthouse's phone profile applied by DevTools,
 * preloading the two faces put the first paint at 0.93-1.0 s and the largest paint of / at 1.33 s,
 * of a listing at 1.40 s; without the preloads, 0.76-0.86 s, 1.28 s and 1.25-1.27 s. The faces
 * are requested at the first layout instead and swap in when they arrive.
 *
 * Until a face arrives the text is drawn in the metric-matched system faces of font-fallbacks.css
 * (written by scripts/generate/font-fallbacks.mjs), named in each `fallback` list, so the swap moves nothing
 * (the layout-shift tests hold the fonts back to check it). next/font's own fallback is one
 * `local(Arial)` face, which Linux and Android lack and which is sized for regular text only.
 */
const bodyFont = localFont({
  src: './fonts/nunito-text-wght-400-800.woff2',
  variable: '--font-body',
  weight: '400 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['bodyFont-fallback', 'bodyFont-fallback-android'],
});

/** Headings are h1–h6 at 700. */
const headingFont = localFont({
  src: './fonts/fraunces-text-700.woff2',
  variable: '--font-heading',
  weight: '700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['headingFont-fallback', 'headingFont-fallback-android'],
});

/**
 * The heading face at 400, for the few places that set it at normal weight (a blog quote): only a
 * page that draws such text downloads it.
 */
const headingRegularFont = localFont({
  src: './fonts/fraunces-text-400.woff2',
  variable: '--font-heading-regular',
  weight: '400',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: ['headingRegularFont-fallback', 'headingRegularFont-fallback-android'],
});

/** The class names that define the font variables on <html>. */
export const FONT_VARIABLES = `${bodyFont.variable} ${headingFont.variable} ${headingRegularFont.variable}`;
