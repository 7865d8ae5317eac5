import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * A form control an island server-renders works before the island hydrates: the browser moves a
 * range or picks an option by itself, no handler sees it, and hydration leaves the control showing
 * the visitor's value while the island's state still holds the rendered one. Once hydrated, this
 * hands that value to `onValue` so the state follows what the visitor sees. It runs once: every
 * later change reaches the control's own handler.
 *
 * @param rendered the value the island renders into the control
 */
export function useValueSetBeforeHydration(
  control: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  rendered: string,
  onValue: (value: string) => void,
): void {
  const handOver = useEffectEvent(() => {
    const value = control.current?.value;
    if (value !== undefined && value !== rendered) onValue(value);
  });
  useEffect(() => handOver(), []);
}
