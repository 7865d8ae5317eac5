import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Scroll offsets within this many px of an end count as at that end (sub-pixel layouts). */
const END_SLACK_PX = 2;

/** Where a horizontal scroller stands: at either end, and which page (one view wide) is in view. */
export type ScrollPosition = { readonly atStart: boolean; readonly atEnd: boolean; readonly page: number };

/**
 * The position of a scroller from its measurements, with a little slack at both ends so a
 * sub-pixel layout still counts as at the end.
 *
 * @example scrollPosition({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 }) // { atStart: true, atEnd: false, page: 0 }
 * @example scrollPosition({ scrollLeft: 599, clientWidth: 300, scrollWidth: 900 }) // { atStart: false, atEnd: true, page: 2 }
 */
export function scrollPosition({ scrollLeft, clientWidth, scrollWidth }: { readonly scrollLeft: number; readonly clientWidth: number; readonly scrollWidth: number }): ScrollPosition {
  return {
    atStart: scrollLeft <= END_SLACK_PX,
    atEnd: scrollLeft + clientWidth >= scrollWidth - END_SLACK_PX,
    page: clientWidth > 0 ? Math.round(scrollLeft / clientWidth) : 0,
  };
}

/**
 * Previous and Next for a scroll-snap list: the list keeps its native swipe and arrow-key
 * scrolling, and the pager buttons read where it stands (disabled at either end) and move it a
 * view at a time, without smooth scrolling for visitors who ask for reduced motion. Both the
 * carousel block and the page builder's carousel widget page this way, so they behave alike.
 *
 * `measure` goes on the list's onScroll; a ResizeObserver re-measures when the layout changes.
 */
export function useScrollPager<T extends HTMLElement>(initial: Omit<ScrollPosition, 'page'>): {
  readonly scroller: RefObject<T | null>;
  readonly position: ScrollPosition;
  readonly measure: () => void;
  readonly scrollTo: (left: (el: T) => number) => void;
  readonly page: (direction: 1 | -1) => void;
} {
  const scroller = useRef<T>(null);
  const [position, setPosition] = useState<ScrollPosition>({ ...initial, page: 0 });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (el) setPosition(scrollPosition(el));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const scrollTo = (left: (el: T) => number) => {
    const el = scroller.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: left(el), behavior: reduce ? 'auto' : 'smooth' });
  };
  const page = (direction: 1 | -1) => scrollTo((el) => el.scrollLeft + direction * el.clientWidth);
  return { scroller, position, measure, scrollTo, page };
}
