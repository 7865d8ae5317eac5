import Link from 'next/link';
import { LOCALE_LIST, localizePath } from '@/config/locales';
import type { SiteContext } from '@/app/[site]/[locale]/site';
import { FooterNewsletter } from './newsletter/footer-newsletter';
import styles from './site-footer.module.css';

function NewTabHint() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}

/**
 * The footer landmark (§2 page shell). CMS columns, social icons, the newsletter form and the
 * consent button arrive with their issues; the legal links, country links, the '<Brand> for Pet
 * Parents' link and the copyright line are here from the start.
 */
export function SiteFooter({ site, petParentsOrigin }: { site: SiteContext; petParentsOrigin: string | undefined }) {
  const href = (path: string) => localizePath(path, site.locale);
  const consumerHome = `${petParentsOrigin ?? ''}${href('/')}`;
  return (
    <footer id="site-footer" tabIndex={-1} className={styles.footer}>
      <div className={styles.inner}>
        <FooterNewsletter locale={site.locale} theme={site.theme} klaviyoSource="footer" />
        <nav aria-label="Footer" className={styles.links}>
          <ul>
            <li>
              <Link href={href('/contact')}>contact us</Link>
            </li>
            <li>
              <Link href={href('/write-a-review')}>write a review</Link>
            </li>
            <li>
              <a href={href('/privacy-policy')} target="_blank" rel="noopener">
                privacy policy
                <NewTabHint />
              </a>
            </li>
            <li>
              <Link href={href('/terms')}>terms of use</Link>
            </li>
            <li>
              <a href={consumerHome} target="_blank" rel="noopener">
                {site.brand} for Pet Parents
                <NewTabHint />
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Country" className={styles.countries}>
          <ul>
            {LOCALE_LIST.map((l) => (
              <li key={l.handle}>
                <a href={l.url} hrefLang={l.htmlLang} aria-current={l.handle === site.locale ? 'true' : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
