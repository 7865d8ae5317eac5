import localFont from 'next/font/local';

/**
 * Self-hosted fonts (SIL OFL, licences beside the files): no font CDN is ever contacted. The files
 * are cut by scripts/subset-fonts.mjs to the characters and weights the site draws, because the
 * preloaded ones share a phone's link with each page's largest image.
 *
 * Until a face arrives the text is drawn in the metric-matched system faces of font-fallbacks.css
 * (written by scripts/font-fallbacks.mjs), named in each `fallback` list: next/font's own fallback
 * is one `local(Arial)` face, which Linux and Android lack and which is sized for regular text only.
 */
const bodyFont = localFont({
  src: './fonts/nunito-text-wght-400-800.woff2',
  variable: '--font-body',
  weight: '400 800',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['bodyFont-fallback', 'bodyFont-fallback-android'],
});

/** Headings are h1–h6 at 700. */
const headingFont = localFont({
  src: './fonts/fraunces-text-700.woff2',
  variable: '--font-heading',
  weight: '700',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['headingFont-fallback', 'headingFont-fallback-android'],
});

/**
 * The heading face at 400, for the few places that set it at normal weight (a blog quote): not
 * preloaded, so only a page that draws such text downloads it.
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
