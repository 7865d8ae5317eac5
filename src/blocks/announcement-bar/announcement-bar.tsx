import { useState, useSyncExternalStore } from 'react';
import type { BlockProps } from '../types';
import { Section } from '@/ui/section';
import { SmartLink } from '@/ui/smart-link';
import { DISMISSED_STORAGE_KEY, announcementId, parseDismissed, withDismissed } from './dismissal';
import type { announcementBarSchema } from './registration';
import styles from './announcement-bar.module.css';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch (error) {
    // Storage blocked (privacy settings): the bar still closes, for this page view only.
    console.warn('[announcement-bar] localStorage unavailable; a dismissal lasts for this page only', error);
    return null;
  }
}

/** Dismissals in this tab (other tabs report theirs through the `storage` event). */
const localListeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  localListeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    localListeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

const readStored = (): string | null => storage()?.getItem(DISMISSED_STORAGE_KEY) ?? null;
/** The server cannot know what this browser stored: it renders the bar. */
const serverSnapshot = (): string | null => null;

/**
 * Announcement bar (§2 site sections). It arrives in the first HTML in a box of fixed height, so
 * nothing moves when it loads or when fonts swap; closing it is the visitor's own action (which
 * layout-shift scoring excludes) and is remembered in this browser until the text changes. Focus
 * goes to the main content after closing, never to the top of the document.
 */
export function AnnouncementBar({ text, linkLabel, url, dismissible, backgroundColor }: BlockProps<typeof announcementBarSchema>) {
  const id = announcementId(text, url);
  // Hydrates with the server's answer, then reads this browser's storage.
  const stored = useSyncExternalStore(subscribe, readStored, serverSnapshot);
  const [closedNow, setClosedNow] = useState(false);

  if (closedNow || (dismissible && parseDismissed(stored).includes(id))) return null;

  const close = () => {
    const store = storage();
    store?.setItem(DISMISSED_STORAGE_KEY, withDismissed(store.getItem(DISMISSED_STORAGE_KEY), id));
    // Closed even where storage is blocked (then only for this page view).
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
