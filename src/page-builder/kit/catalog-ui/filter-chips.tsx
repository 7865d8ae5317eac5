'use client';

import styles from './catalog-ui.module.css';

/** Filter chips as toggle buttons (aria-pressed), plus "All" to clear; a labelled group. */
export function FilterChips({
  label,
  filters,
  active,
  onToggle,
  onClear,
}: {
  readonly label: string;
  readonly filters: readonly string[];
  readonly active: readonly string[];
  readonly onToggle: (filter: string) => void;
  readonly onClear: () => void;
}) {
  if (filters.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      <button type="button" className={styles.chip} aria-pressed={active.length === 0} onClick={onClear}>
        All
      </button>
      {filters.map((f) => (
        <button key={f} type="button" className={styles.chip} aria-pressed={active.includes(f)} onClick={() => onToggle(f)}>
          {f}
        </button>
      ))}
    </div>
  );
}
