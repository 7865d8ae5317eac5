import { localizePath } from '@/config/locales';
import type { Locale } from '@/config/constants';

const PRIVACY_NOTE = {
  before: 'We use the information you share with us as described in our ',
  link: 'Privacy Policy',
  after: '.',
  newTab: ' (opens in a new tab)',
} as const;

/**
 * The note under every form (§5): collected information is used as described in the Privacy
 * Policy, whose link opens in a new tab (§2) without handing the new page `window.opener`.
 */
export function PrivacyNote({ locale, className }: { readonly locale: Locale; readonly className?: string | undefined }) {
  return (
    <p className={className} data-privacy-note="">
      {PRIVACY_NOTE.before}
      <a href={localizePath('/privacy-policy', locale)} target="_blank" rel="noopener">
        {PRIVACY_NOTE.link}
        <span className="visually-hidden">{PRIVACY_NOTE.newTab}</span>
      </a>
      {PRIVACY_NOTE.after}
    </p>
  );
}
