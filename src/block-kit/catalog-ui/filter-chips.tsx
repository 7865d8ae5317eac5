'use client';

import type { ChipState } from './listing-filters';
import styles from './catalog-ui.module.css';

/**
 * Filter chips as toggle buttons (aria-pressed), plus "All" to clear; a labelled group. Given
 * `states`, each chip shows how many products it would list, and a chip that would list none is
 * disabled rather than leading to an empty page.
 */
export function FilterChips({
  label,
  filters,
  active,
  onToggle,
  onClear,
  states,
}: {
  readonly label: string;
  readonly filters: readonly string[];
  readonly active: readonly string[];
  readonly onToggle: (filter: string) => void;
  readonly onClear: () => void;
  readonly states?: readonly ChipState[];
}) {
  if (filters.length === 0) return null;
  const stateOf = new Map(states?.map((s) => [s.filter, s]));
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      <button type="button" className={styles.chip} aria-pressed={active.length === 0} onClick={onClear}>
        All
      </button>
      {filters.map((f) => {
        const state = stateOf.get(f);
        return (
          <button
            key={f}
            type="button"
            className={styles.chip}
            aria-pressed={active.includes(f)}
            disabled={state?.disabled === true}
            data-count={state?.count}
            onClick={() => onToggle(f)}
          >
            {f}
            {state ? (
              <>
                <span className={styles.chipCount} aria-hidden="true">
                  {state.count}
                </span>
                <span className="visually-hidden">
                  , {state.count} {state.count === 1 ? 'product' : 'products'}
                </span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
