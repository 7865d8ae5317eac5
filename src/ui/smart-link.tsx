import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CssVars } from './css-vars';

const NEW_TAB_NOTE = '(opens in a new tab)';

/** Same-site paths go through next/link so the client-side router handles them (§2). */
function isSiteInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * An editor link: same-site paths through next/link, everything else a plain anchor. A new tab is
 * announced to screen readers and never hands the opened page `window.opener`.
 */
export function SmartLink({
  url,
  openInNewTab = false,
  className,
  style,
  children,
  ...data
}: {
  readonly url: string;
  readonly openInNewTab?: boolean;
  readonly className?: string | undefined;
  readonly style?: CssVars | undefined;
  readonly children: ReactNode;
  /** Data attributes for styling hooks and tag-manager click triggers. */
  readonly [data: `data-${string}`]: string | undefined;
}) {
  const content = (
    <>
      {children}
      {openInNewTab ? <span className="visually-hidden"> {NEW_TAB_NOTE}</span> : null}
    </>
  );
  if (openInNewTab) {
    // noreferrer only off-site: same-site pages may read the referrer for analytics.
    const rel = isSiteInternal(url) ? 'noopener' : 'noopener noreferrer';
    return (
      <a href={url} target="_blank" rel={rel} className={className} style={style} {...data}>
        {content}
      </a>
    );
  }
  if (isSiteInternal(url)) {
    return (
      <Link href={url} className={className} style={style} {...data}>
        {content}
      </Link>
    );
  }
  return (
    <a href={url} className={className} style={style} {...data}>
      {content}
    </a>
  );
}
