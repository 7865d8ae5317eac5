'use client';

import { useEffect, useRef, type RefObject } from 'react';

export type DismissHandlers = {
  /** A pointer press outside every element in `inside`. */
  readonly onOutsidePress?: () => void;
  readonly onEscape?: () => void;
};

/**
 * Layers that want Escape, most recently activated last. Escape goes to the top layer only, so a
 * country picker open inside the mobile menu closes alone, and the menu needs a second Escape.
 * This is browser-only UI bookkeeping (a client module evaluated per page), not shared state.
 */
const escapeLayers: Array<{ readonly onEscape: () => void }> = [];

function onDocumentKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = escapeLayers[escapeLayers.length - 1];
  if (!top) return;
  event.preventDefault();
  top.onEscape();
}

/**
 * While `active`, reports pointer presses outside the given elements and the Escape key, the two
 * ways §4 closes a menu or picker. Listeners exist only while active, so a closed menu costs
 * nothing and never swallows a key.
 */
export function useDismiss(active: boolean, inside: readonly RefObject<HTMLElement | null>[], handlers: DismissHandlers): void {
  const latest = useRef({ inside, handlers });
  useEffect(() => {
    latest.current = { inside, handlers };
  });
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const isInside = latest.current.inside.some((ref) => ref.current?.contains(target) ?? false);
      if (!isInside) latest.current.handlers.onOutsidePress?.();
    };
    const layer = { onEscape: () => latest.current.handlers.onEscape?.() };
    escapeLayers.push(layer);
    if (escapeLayers.length === 1) document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      const at = escapeLayers.indexOf(layer);
      if (at !== -1) escapeLayers.splice(at, 1);
      if (escapeLayers.length === 0) document.removeEventListener('keydown', onDocumentKeyDown);
    };
  }, [active]);
}
