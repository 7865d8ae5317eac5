'use client';

import { useEffect, useState } from 'react';
import { TIMING } from '@/config/constants';
import type { CssVars } from './css-vars';
import styles from './delayed-loading.module.css';
import { Spinner } from './spinner';

export const LOADING_LABEL = 'Loading…';

/**
 * A loading state that stays invisible for the first `delayMs` (§4, §9: 200 ms), so a block that
 * loads quickly never flashes a spinner. The live region exists from the start (a region that
 * appears together with its text is not reliably announced); only its content waits.
 */
export function DelayedLoading({
  delayMs = TIMING.loadingDelayMs,
  label = LOADING_LABEL,
  minHeight,
}: {
  readonly delayMs?: number | undefined;
  readonly label?: string | undefined;
  /** Space to reserve while loading, e.g. '24rem', so the page does not jump when the block arrives. */
  readonly minHeight?: string | undefined;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  const style: CssVars = { '--lazy-min-height': minHeight };
  return (
    <div className={styles.placeholder} style={style} role="status" aria-live="polite">
      {visible ? (
        <span className={styles.status}>
          <Spinner />
          {label}
        </span>
      ) : null}
    </div>
  );
}
