import type { ReactNode } from 'react';
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import styles from './studio-frame.module.css';

/** The studios, in the order the frame's navigation lists them. */
const STUDIOS = [
  { path: '/studio/quiz', label: 'Quiz studio' },
  { path: '/studio/machines', label: 'Machine studio' },
] as const;

/**
 * The studios' own plain frame: a slim bar naming the tool set and linking the studios, then the
 * page with margins. Editors work here, not shoppers, so none of the consumer header, footer,
 * search or modals are drawn (or loaded) around the tools.
 */
export function StudioFrame({ brand, locale, children }: { readonly brand: string; readonly locale: Locale; readonly children: ReactNode }) {
  return (
    <>
      {/* The site's own skip-link style (globals.css), so both frames' first Tab stop looks alike. */}
      <div className="skip-links">
        <a href="#main-content">Skip to the studio</a>
      </div>
      <header className={styles.bar}>
        <p className={styles.name}>{brand} studios</p>
        <nav aria-label="Studios">
          <ul className={styles.links}>
            {STUDIOS.map((studio) => (
              <li key={studio.path}>
                {/* Plain links: each studio is its own page, and the frame stays free of client code. */}
                <a href={localizePath(studio.path, locale)}>{studio.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
