'use client';

/**
 * A horizontal carousel with visible previous/next buttons. The track is a native scroll container
 * (scroll-snap), so touch, trackpad and the keyboard all work: every card's links are in the tab
 * order and focusing one scrolls it into view; the buttons page by one viewport width and are
 * disabled at either end.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './catalog-ui.module.css';

export function CardCarousel({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const t = trackRef.current;
    if (!t) return;
    setAtStart(t.scrollLeft <= 1);
    setAtEnd(t.scrollLeft + t.clientWidth >= t.scrollWidth - 1);
  }, []);

  useEffect(() => {
    update();
    const t = trackRef.current;
    if (!t) return undefined;
    t.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      t.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const page = (dir: 1 | -1) => {
    const t = trackRef.current;
    if (!t) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    t.scrollBy({ left: dir * t.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => page(-1)} disabled={atStart} aria-label={`Previous: ${label}`}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" className={styles.arrow} onClick={() => page(1)} disabled={atEnd} aria-label={`Next: ${label}`}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <ul ref={trackRef} className={styles.track}>
        {children}
      </ul>
    </div>
  );
}
