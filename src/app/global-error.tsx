'use client';

import { useEffect } from 'react';

/** Last resort when the root layout itself fails: plain markup in the site's colours, no dependencies. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <head>
        <title>Something went wrong</title>
      </head>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#fffaf2', color: '#1f2a24' }}>
        <main style={{ maxWidth: 640, margin: '15vh auto', padding: '0 20px' }}>
          <h1 style={{ color: '#15402b' }}>Something went wrong</h1>
          <p>The page could not be shown. Please try again in a moment.</p>
          {error.digest ? <p>Reference: {error.digest}</p> : null}
          <button type="button" onClick={reset}>
            Try again
          </button>
          <p>
            {/* A full page load on purpose: the client router is what just failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ color: '#1d5c3a' }}>
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
