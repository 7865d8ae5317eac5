'use client';

import { useEffect } from 'react';
import styles from '@/shell/page-intro.module.css';

/** A segment that fails shows this inside the theme's layout; the header and footer stay usable. */
export default function SegmentError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // Reported, not swallowed: the digest ties this to the server log line.
    console.error(error);
  }, [error]);
  return (
    <section className={styles.intro} aria-labelledby="page-heading" role="alert">
      <h1 id="page-heading">Something went wrong</h1>
      <p>This part of the page could not be shown. Please try again.</p>
      {error.digest ? <p>Reference: {error.digest}</p> : null}
      <button type="button" onClick={reset}>
        Try again
      </button>
    </section>
  );
}
