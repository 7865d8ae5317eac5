import { useId, type ReactNode } from 'react';
import type { BlockProps } from '@/block-kit/types';
import { cx } from '@/ui/class-names';
import type { CssVars } from '@/ui/css-vars';
import { Section } from '@/ui/section';
import { SmartLink } from '@/ui/smart-link';
import type { tickerSchema } from './schema';
import styles from './ticker.module.css';

/**
 * Ticker (§2): segments that scroll past at the §9 speed (15 s a segment by default). All of it is
 * CSS, so the block ships no script:
 * - it pauses while the pointer is over it or focus is inside it, and a "Pause" checkbox keeps it
 *   paused (WCAG 2.2.2: moving content longer than 5 s can be stopped);
 * - under reduced motion it does not move at all: the segments wrap as a still list;
 * - the copy that makes the loop seamless is hidden from assistive technology and the ticker is no
 *   live region, so a screen reader reads each segment once, when the reader reaches it;
 * - the §2 hide flags hide it by the page's language (`<html lang>` is the locale), so the same
 *   content renders identically through both render paths and nowhere reads the URL.
 */
export function Ticker({ label, items, secondsPerSegment, hideUs, hideGb, hideCa, backgroundColor }: BlockProps<typeof tickerSchema>) {
  const pauseId = useId();
  const segments = (copy: 'first' | 'loop'): ReactNode =>
    items.map((item, i) => (
      <li key={`${copy}-${i}`} className={styles.segment}>
        {item.url && copy === 'first' ? <SmartLink url={item.url}>{item.text}</SmartLink> : item.text}
      </li>
    ));
  const vars: CssVars = { '--ticker-duration': `${items.length * secondsPerSegment}s` };
  return (
    <div
      className={cx(styles.ticker, hideUs && styles.hideUs, hideGb && styles.hideGb, hideCa && styles.hideCa)}
      role="region"
      aria-label={label}
      data-ticker=""
    >
      <Section backgroundColor={backgroundColor} spacing="flush" fullBleed>
        <div className={styles.row}>
          <div className={styles.viewport} style={vars}>
            <div className={styles.track}>
              <ul className={styles.list} role="list">
                {segments('first')}
              </ul>
              <ul className={styles.list} role="list" aria-hidden="true">
                {segments('loop')}
              </ul>
            </div>
          </div>
          <span className={styles.pause}>
            <input type="checkbox" id={pauseId} className={styles.pauseInput} />
            <label htmlFor={pauseId}>Pause</label>
          </span>
        </div>
      </Section>
    </div>
  );
}
