import Link from 'next/link';
import type { ReactNode } from 'react';
import { localizePath } from '@/config/locales';
import { THEME_CONFIG } from '@/config/themes';
import type { SiteContext } from '@/domain/site/site-context';
import { DesktopNav } from './header/desktop-nav';
import type { HeaderNavModel } from './header/nav-model';
import { MobileMenu } from './mobile-menu/mobile-menu';
import { HeaderSearchButton } from '@/features/search/header-search-button';
import styles from './site-header.module.css';

export type SiteHeaderProps = {
  readonly site: SiteContext;
  /** The CMS navigation shaped for the header (see header/nav-model.ts); empty when the CMS has none. */
  readonly nav: HeaderNavModel;
  /** Shown at the right end of the header bar, before the navigation (the home page's floating video player). */
  readonly featured?: ReactNode;
};

/**
 * The fixed 60px header (§2 page shell, §6 theme buttons): the logo to home, the CMS navigation
 * with its dropdowns (desktop) or the slide-in menu (below 992px), the theme's buttons and the
 * search button. Links here report header_clicks (data-analytics-area, see
 * analytics/shell-click-tracking.tsx). A page hides it with <PageShellFlags hideHeader />.
 */
export function SiteHeader({ site, nav, featured }: SiteHeaderProps) {
  const href = (path: string) => localizePath(path, site.locale);
  return (
    <header id="site-header" className={styles.header} data-analytics-area="header">
      <div className={styles.inner}>
        <Link href={href('/')} className={styles.logo} aria-label={`${site.brand} home`}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" focusable="false">
            <circle cx="16" cy="16" r="15" fill="currentColor" />
            <path d="M7 15h18a9 9 0 0 1-18 0z" fill="var(--color-surface)" />
          </svg>
          <span>{site.brand}</span>
        </Link>
        {featured}
        <nav id="site-navigation" tabIndex={-1} aria-label="Main" className={styles.nav}>
          <div className={styles.desktopOnly}>
            <DesktopNav items={nav.items} />
          </div>
          <ul className={styles.actions}>
            {THEME_CONFIG[site.theme].headerButtons.map((b) => (
              <li key={b.href} className={styles.desktopOnly}>
                <Link href={href(b.href)} className={styles.button}>
                  {b.label}
                </Link>
              </li>
            ))}
            <li>
              <HeaderSearchButton placement="header" searchHref={href('/search')} className={styles.search} />
            </li>
            <li className={styles.mobileOnly}>
              <MobileMenu items={nav.items} mobileLinks={nav.mobileLinks} locale={site.locale} searchHref={href('/search')} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
