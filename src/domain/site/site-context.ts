/**
 * The theme, locale and brand a page renders with: what the server resolved from the internal
 * `[site]/[locale]` segments, passed down to the frame, the features and the blocks.
 */
import type { Locale } from '@/config/constants';
import { THEME_CONFIG, type Theme } from '@/config/themes';

export type SiteContext = { readonly theme: Theme; readonly locale: Locale; readonly brand: string };

/** The site's name in titles: the brand, plus the theme's suffix on the vet site. */
export function siteName(site: SiteContext): string {
  const suffix = THEME_CONFIG[site.theme].titleSuffix;
  return suffix ? `${site.brand} ${suffix}` : site.brand;
}

/** A page's document title: "Contact us | Brightbowl" (absolute, so every segment level agrees). */
export function pageTitle(title: string, site: SiteContext): { absolute: string } {
  return { absolute: `${title} | ${siteName(site)}` };
}
