import type { CSSProperties } from 'react';
import { TIMING } from '@/config/constants';
import { Spinner } from '@/ui/spinner';
import styles from './route-loading.module.css';

export const ROUTE_LOADING_LABEL = 'Loading page…';

type CssVars = CSSProperties & Record<`--${string}`, string>;

/**
 * The router's spinning indicator while a route's content loads (§4). A server component with no
 * JavaScript: the indicator fades in only after the §9 loading delay (200 ms) through a CSS
 * animation delay, so fast navigations never flash it. The status region exists from the start,
 * so screen readers announce the label; reduced motion stops the spin (a static ring remains).
 */
export function RouteLoading() {
  const style: CssVars = { '--route-loading-delay': `${TIMING.loadingDelayMs}ms` };
  return (
    <div className={styles.loading} role="status" aria-live="polite" style={style} data-route-loading="">
      <span className={styles.indicator}>
        <Spinner size="large" />
        <span>{ROUTE_LOADING_LABEL}</span>
      </span>
    </div>
  );
}
