/** How the machine studio shows a drawing in its viewport: a scale, then an offset in pixels. */
export type View = { readonly scale: number; readonly x: number; readonly y: number };

/** A width and height in pixels. */
export type Size = { readonly width: number; readonly height: number };

/**
 * The view that shows a whole drawing in the viewport, centred: scaled down as far as it must be
 * (below the zoom buttons' floor if need be, so even the widest machine fits a phone), never
 * enlarged past 100 %, where a small machine already reads best.
 *
 * @example
 * fitView({ width: 2000, height: 500 }, { width: 1000, height: 500 }); // { scale: 0.5, x: 0, y: 125 }
 */
export function fitView(drawing: Size, viewport: Size): View {
  if (drawing.width <= 0 || drawing.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = Math.min(1, viewport.width / drawing.width, viewport.height / drawing.height);
  return { scale, x: (viewport.width - drawing.width * scale) / 2, y: (viewport.height - drawing.height * scale) / 2 };
}
