import { useEffect, type RefObject } from 'react';

/**
 * A form control an island server-renders works before the island hydrates: the browser moves a
 * range or picks an option by itself, no handler sees it, and hydration leaves the control showing
 * the visitor's value while the island's state still holds the rendered one. This hands that value
 * to `onValue` so the state follows what the visitor sees. Later changes go through the control's
 * own handler, after which the control and the rendered value agree again, so calling this on
 * every render is harmless.
 *
 * @param rendered the value the island renders into the control
 */
export function useValueSetBeforeHydration(
  control: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  rendered: string,
  onValue: (value: string) => void,
): void {
  useEffect(() => {
    const value = control.current?.value;
    if (value !== undefined && value !== rendered) onValue(value);
  }, [control, rendered, onValue]);
}
