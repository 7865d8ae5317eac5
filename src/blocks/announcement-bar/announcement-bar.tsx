import { parseCookie } from 'cookie';
import { useState, useSyncExternalStore } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { Section } from '@/ui/section';
import { SmartLink } from '@/ui/smart-link';
import { DISMISSED_COOKIE, announcementId, dismissedCookie, parseDismissed, withDismissed } from './dismissal';
import type { announcementBarSchema } from './schema';
import styles from './announcement-bar.module.css';

/** Dismissals in this tab: other bars with the same announcement close too. */
const localListeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  localListeners.add(onChange);
  return () => localListeners.delete(onChange);
}

/** The raw cookie value: a string, so React sees an unchanged snapshot as unchanged. */
const readCookie = (): string => parseCookie(document.cookie)[DISMISSED_COOKIE] ?? '';
/** The server leaves a dismissed bar out of the page (see omit-dismissed.ts): any bar it renders is open. */
const serverSnapshot = (): string => '';

/**
 * Announcement bar (§2 site sections). It arrives in the first HTML in a box of fixed height, so
 * nothing moves when it loads or when fonts swap; closing it is the visitor's own action (which
 * layout-shift scoring excludes) and is remembered in a cookie until the text changes. The server
 * reads that cookie and never sends a closed bar, so a returning visitor's page is laid out without
 * it from the first paint. This component still checks the cookie for pages the browser renders
 * itself (back and forward from the router's cache, previews). Focus goes to the main
 * content after closing, never to the top of the document.
 */
export function AnnouncementBar({ text, linkLabel, url, dismissible, backgroundColor }: BlockProps<typeof announcementBarSchema>) {
  const id = announcementId(text, url);
  const stored = useSyncExternalStore(subscribe, readCookie, serverSnapshot);
  const [closedNow, setClosedNow] = useState(false);

  if (closedNow || (dismissible && parseDismissed(stored).includes(id))) return null;

  const close = () => {
    // A browser that refuses cookies still closes the bar, for this page view only.
    document.cookie = dismissedCookie(withDismissed(readCookie(), id), window.location.protocol === 'https:');
    setClosedNow(true);
    localListeners.forEach((notify) => notify());
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.bar} role="region" aria-label="Announcement" data-announcement={id}>
      <Section backgroundColor={backgroundColor} spacing="flush">
        <div className={styles.row}>
          <p className={styles.text}>
            {text}
            {url && linkLabel?.trim() ? (
              <>
                {' '}
                <SmartLink url={url} className={styles.link}>
                  {linkLabel}
                </SmartLink>
              </>
            ) : null}
          </p>
          {dismissible ? (
            <button type="button" className={styles.close} onClick={close} aria-label="Close announcement">
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      </Section>
    </div>
  );
}
