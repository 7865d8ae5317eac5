import Link from 'next/link';
import { localizePath } from '@/config/locales';
import { THEME_CONFIG } from '@/config/themes';
import type { SiteContext } from '@/app/[site]/[locale]/site';
import { HeaderSearchButton } from './search/header-search-button';
import styles from './site-header.module.css';

/**
 * The fixed 60px header (§2 page shell, §6 theme buttons). Navigation from CMS data, dropdowns,
 * the mobile menu and the search panel arrive with their own issues; this is the accessible frame.
 */
export function SiteHeader({ site }: { site: SiteContext }) {
  const href = (path: string) => localizePath(path, site.locale);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={href('/')} className={styles.logo} aria-label={`${site.brand} home`}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" focusable="false">
            <circle cx="16" cy="16" r="15" fill="currentColor" />
            <path d="M7 15h18a9 9 0 0 1-18 0z" fill="var(--color-surface)" />
          </svg>
          <span>{site.brand}</span>
        </Link>
        <nav id="site-navigation" tabIndex={-1} aria-label="Main" className={styles.nav}>
          <ul>
            <li>
              <Link href={href('/product-selector')}>find their food</Link>
            </li>
            {THEME_CONFIG[site.theme].headerButtons.map((b) => (
              <li key={b.href}>
                <Link href={href(b.href)} className={styles.button}>
                  {b.label}
                </Link>
              </li>
            ))}
            <li>
              <HeaderSearchButton placement="header" searchHref={href('/search')} className={styles.search} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
