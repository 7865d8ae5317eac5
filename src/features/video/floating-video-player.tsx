'use client';

/**
 * The floating video player (§2: hidden on every page except home): a small card
 * that opens the global video modal. It shows a still poster, not a preview stream, so the home
 * page loads no video code until the visitor presses play. It is docked in its own strip at the end
 * of <main> rather than floating over the page, so it never covers the text under it; it renders on
 * the server (the pathname is known there), so its strip is in the first HTML and nothing shifts
 * when it appears. It can be dismissed for the rest of the visit.
 */
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import type { Locale } from '@/config/constants';
import { localizePath } from '@/config/locales';
import { openVideoModal } from './open-video-modal';
import { FLOATING_VIDEO, videoSources, type VideoService } from './video-sources';
import styles from './floating-video-player.module.css';

export type FloatingVideoPlayerProps = { readonly locale: Locale; readonly videoService: VideoService };

export function FloatingVideoPlayer({ locale, videoService }: FloatingVideoPlayerProps) {
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState(false);
  const isHome = pathname === localizePath('/', locale);

  const sources = videoSources(FLOATING_VIDEO.videoId, videoService);
  if (!isHome || dismissed || !sources) return null;
  return (
    <div className={styles.dock}>
      <aside className={styles.player} aria-label="Featured video">
        <button type="button" className={styles.play} onClick={() => openVideoModal({ videoId: FLOATING_VIDEO.videoId })}>
          {/* A poster from the streaming service or the fixtures; next/image would proxy a remote host. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={sources.poster} alt="" width={240} height={135} className={styles.poster} loading="lazy" decoding="async" />
          <span className={styles.label}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            Play video: {FLOATING_VIDEO.title}
          </span>
        </button>
        <button type="button" className={styles.dismiss} onClick={() => setDismissed(true)}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="14" height="14">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Hide the featured video</span>
        </button>
      </aside>
    </div>
  );
}
