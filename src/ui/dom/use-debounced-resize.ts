'use client';

import { useEffect, useRef } from 'react';
import { LAYOUT } from '@/config/constants';

/**
 * Calls `onResize(width, height)` after the window stops resizing for 100 ms (§9 resize debounce),
 * and once on mount, so the caller starts from the real size. The latest callback is always used
 * without re-subscribing.
 */
export function useDebouncedResize(onResize: (width: number, height: number) => void, delayMs: number = LAYOUT.resizeDebounceMs): void {
  const callback = useRef(onResize);
  useEffect(() => {
    callback.current = onResize;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => callback.current(window.innerWidth, window.innerHeight);
    const onWindowResize = () => {
      clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    };
    fire();
    window.addEventListener('resize', onWindowResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onWindowResize);
    };
  }, [delayMs]);
}
