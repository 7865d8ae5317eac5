'use client';

/**
 * The floating video player (§2: hidden on every page except home): a small round play control,
 * the video's poster with a play mark, that opens the global video modal, and a × that hides it for
 * a year.
 *
 * It floats in the fixed header, at the header's right end beside the search and menu buttons,
 * rather than in a corner of the viewport: the header is the one band of the screen under which
 * no page text ever shows, at any scroll position and any width. A viewport corner has none: on a
 * 390 px phone the text runs to 20 px from the edge, on a 1280 px screen to 60 px, and full-bleed
 * blocks (the home page's Ticker) run text edge to edge, so a corner card covered copy as the
 * visitor scrolled. Its box is in the server's HTML (the pathname and the dismissal cookie are
 * known there), so nothing shifts when the page hydrates, and a dismissed player is never sent.
 * It shows a still poster, not a preview stream, so home loads no video code until play is pressed.
 */
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import { floatingVideoDismissedCookie } from './floating-video-dismissal';
import { openVideoModal } from './open-video-modal';
import { videoSources, type VideoService } from '@/services/video';
import { FLOATING_VIDEO } from './floating-video';
import styles from './floating-video-player.module.css';

export type FloatingVideoPlayerProps = { readonly locale: Locale; readonly videoService: VideoService };

/** Where focus goes when the player is hidden: the next control of the header (the search button). */
function focusNextHeaderControl(from: HTMLElement | null): void {
  const header = from?.closest('header');
  if (!header || !from) return;
  const focusable = [...header.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((el) => !from.contains(el) && el.getClientRects().length > 0);
  const next = focusable.find((el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  next?.focus();
}

export function FloatingVideoPlayer({ locale, videoService }: FloatingVideoPlayerProps) {
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const isHome = pathname === localizePath('/', locale);

  const sources = videoSources(FLOATING_VIDEO.videoId, videoService);
  if (!isHome || dismissed || !sources) return null;
  const label = `Play video: ${FLOATING_VIDEO.title}`;
  return (
    <aside ref={rootRef} className={styles.player} aria-label="Featured video" data-floating-video="">
      <button type="button" className={styles.play} title={label} onClick={() => openVideoModal({ videoId: FLOATING_VIDEO.videoId })}>
        {/* A poster from the streaming service or the fixtures; next/image would proxy a remote host.
            Low priority: React preloads a server-rendered image otherwise, and this 44 px poster in
            the header would then be fetched ahead of the masthead, the page's largest image. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={sources.poster} alt="" width={44} height={44} className={styles.poster} decoding="async" fetchPriority="low" />
        <svg className={styles.mark} aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
          <path d="M9 6.5v11l9-5.5z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      <button
        type="button"
        className={styles.dismiss}
        title="Hide the featured video"
        onClick={() => {
          document.cookie = floatingVideoDismissedCookie(window.location.protocol === 'https:');
          focusNextHeaderControl(rootRef.current);
          setDismissed(true);
        }}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="12" height="12">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Hide the featured video</span>
      </button>
    </aside>
  );
}
