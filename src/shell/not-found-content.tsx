'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { isLocale, localizePath } from '@/config/locales';
import { DEFAULT_LOCALE } from '@/config/constants';
import styles from './page-intro.module.css';

/** 404 copy with links back into the visitor's own locale. */
export function NotFoundContent() {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  return (
    <section className={styles.intro} aria-labelledby="page-heading">
      <h1 id="page-heading">We couldn’t find that page</h1>
      <p>The page may have moved, or the address may have a typo.</p>
      <p>
        <Link href={localizePath('/', locale)}>Go to the home page</Link> or{' '}
        <Link href={localizePath('/search', locale)}>search the site</Link>.
      </p>
    </section>
  );
}
