import localFont from 'next/font/local';

/** Self-hosted variable fonts (SIL OFL, licences beside the files): no font CDN is ever contacted. */
export const bodyFont = localFont({
  src: './fonts/nunito-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '200 1000',
  display: 'swap',
});

export const headingFont = localFont({
  src: './fonts/fraunces-latin-wght-normal.woff2',
  variable: '--font-heading',
  weight: '100 900',
  display: 'swap',
});
