import Link from 'next/link';
import { localizePath } from '@/config/locales';
import type { SiteContext } from '@/domain/site/site-context';
import type { FooterData } from '@/domain/content/footer';
import { CountryPicker } from './country-picker/country-picker';
import { PrivacyChoicesButton } from './footer/privacy-choices-button';
import { SocialIcon, socialName } from './footer/social-icon';
import { FooterNewsletter } from '@/features/newsletter/footer-newsletter';
import styles from './site-footer.module.css';

/** The newsletter source when the CMS has no footer entry for this theme and locale. */
const FALLBACK_KLAVIYO_SOURCE = 'footer';

function NewTabHint() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}

/** External links and the privacy policy (§2: /privacy-policy opens in a new tab, from the CMS too). */
function opensInNewTab(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^(?:\/en-(?:ca|gb))?\/privacy-policy(?:[?#]|$)/.test(url);
}

export type SiteFooterProps = {
  readonly site: SiteContext;
  /** The consumer site's origin, for the '<Brand> for Pet Parents' link from the vet site. */
  readonly petParentsOrigin: string | undefined;
  /** The CMS footer entry; null when the CMS has none (the fixed parts still render). */
  readonly footer: FooterData | null;
  /** Show the country picker (§2: optional). */
  readonly showCountryPicker?: boolean;
};

/**
 * The footer landmark (§2 page shell): the newsletter form, CMS link columns, social icons, the
 * accessibility link, 'your privacy choices', the optional country picker, the '<Brand> for Pet
 * Parents' link (the consumer site, new tab) and the copyright line with the current year. Links
 * report footer_clicks (data-analytics-area). A page hides it with <PageShellFlags hideFooter />.
 */
export function SiteFooter({ site, petParentsOrigin, footer, showCountryPicker = true }: SiteFooterProps) {
  const href = (path: string) => localizePath(path, site.locale);
  const consumerHome = `${petParentsOrigin ?? ''}${href('/')}`;
  const columns = footer?.columns ?? [];
  const social = footer?.social ?? [];
  return (
    <footer id="site-footer" tabIndex={-1} className={styles.footer} data-analytics-area="footer">
      <div className={styles.inner}>
        <FooterNewsletter locale={site.locale} theme={site.theme} klaviyoSource={footer?.klaviyoSource ?? FALLBACK_KLAVIYO_SOURCE} />
        {columns.length > 0 ? (
          <nav aria-label="Footer" className={styles.columns}>
            {columns.map((column, index) => (
              <div key={`${column.heading ?? 'column'}-${index}`} className={styles.column}>
                {column.heading ? <h2 className={styles.columnHeading}>{column.heading}</h2> : null}
                <ul>
                  {column.rows.map((row) =>
                    opensInNewTab(row.url) ? (
                      <li key={`${row.url}-${row.label}`}>
                        <a href={row.url} target="_blank" rel="noopener noreferrer">
                          {row.label}
                          <NewTabHint />
                        </a>
                      </li>
                    ) : (
                      <li key={`${row.url}-${row.label}`}>
                        <Link href={row.url}>{row.label}</Link>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {social.length > 0 ? (
          <ul className={styles.social} aria-label="Social media">
            {social.map((entry) => (
              <li key={entry.url}>
                <a href={entry.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink} data-analytics-text={socialName(entry.icon)}>
                  <SocialIcon icon={entry.icon} image={entry.image} />
                  <span className="visually-hidden">
                    {site.brand} on {socialName(entry.icon)} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className={styles.legal} aria-label="Legal and accessibility">
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
            <Link href={href('/accessibility')}>accessibility</Link>
          </li>
          <li>
            <PrivacyChoicesButton className={styles.textButton}>your privacy choices</PrivacyChoicesButton>
          </li>
          <li>
            <a href={consumerHome} target="_blank" rel="noopener">
              {site.brand} for Pet Parents
              <NewTabHint />
            </a>
          </li>
        </ul>
        <div className={styles.bottom}>
          {showCountryPicker ? <CountryPicker locale={site.locale} placement="footer" /> : null}
          <p className={styles.copyright}>
            © {new Date().getFullYear()} {site.brand}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
