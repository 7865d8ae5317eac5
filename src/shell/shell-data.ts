/**
 * Loads what the header and footer render: the CMS navigation and footer entries for the theme and
 * locale (§3), and the brand list for a dropdown flagged brands. Server-only.
 *
 * The shell frames every page, including error and 404 pages, so a failing content source must not
 * take the whole site down with it: the failure is logged with its cause and the shell renders
 * without the CMS part (theme buttons, search, legal links and the copyright line remain).
 */
import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/config/constants';
import type { Theme } from '@/config/themes';
import { catalogService } from '@/services/catalog';
import type { Brand } from '@/services/catalog/types';
import { contentService } from '@/services/content';
import type { FooterData } from '@/domain/content/footer';
import type { NavigationData } from '@/domain/content/navigation';

export type ShellData = {
  readonly navigation: NavigationData | null;
  readonly footer: FooterData | null;
  readonly brands: readonly Brand[];
};

async function orNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[shell] could not load ${what}; rendering the shell without it`, error);
    return null;
  }
}

/** One load per request, however many shell parts ask (React `cache`). */
export const loadShellData = cache(async (theme: Theme, locale: Locale): Promise<ShellData> => {
  const request = { theme, locale, limit: 1 } as const;
  const [navigation, footer] = await Promise.all([
    orNull('the navigation', async () => (await contentService().getEntries('navigation', request))[0]?.data ?? null),
    orNull('the footer', async () => (await contentService().getEntries('footer', request))[0]?.data ?? null),
  ]);
  // The brand list is needed only by a dropdown flagged brands.
  const needsBrands = navigation?.navigationItems.some((item) => item.type === 'dropdown' && item.brands) ?? false;
  const brands = needsBrands ? ((await orNull('the brand list', () => catalogService().brands())) ?? []) : [];
  return { navigation: navigation ?? null, footer: footer ?? null, brands };
});
