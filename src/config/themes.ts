/**
 * The two themes one app serves: the consumer ("main") site and the vet site. The host decides
 * the theme (see src/proxy.ts); everything that differs between them is named here.
 */
export const THEMES = ['main', 'vet'] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

type HeaderButton = { readonly label: string; readonly href: string };

export type ThemeConfig = {
  readonly id: Theme;
  /** Shown after the brand name in titles, e.g. "Brightbowl Vet". */
  readonly titleSuffix: string;
  /** §6: main shows 'contact us | faqs' and 'where to buy'; vet shows only 'contact us'. */
  readonly headerButtons: readonly HeaderButton[];
};

export const THEME_CONFIG: Readonly<Record<Theme, ThemeConfig>> = {
  main: {
    id: 'main',
    titleSuffix: '',
    headerButtons: [
      { label: 'contact us | faqs', href: '/contact' },
      { label: 'where to buy', href: '/where-to-buy' },
    ],
  },
  vet: {
    id: 'vet',
    titleSuffix: 'for Veterinary Professionals',
    headerButtons: [{ label: 'contact us', href: '/contact' }],
  },
};

/** Host name (without port) → theme. Hosts are compared lowercase; ports are ignored. */
export function themeForHost(host: string | null, vetHosts: readonly string[]): Theme {
  if (!host) return 'main';
  const bare = host.toLowerCase().replace(/:\d+$/, '');
  const vet = vetHosts.some((h) => h.replace(/:\d+$/, '') === bare);
  return vet ? 'vet' : 'main';
}
