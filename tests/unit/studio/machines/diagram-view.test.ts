import { describe, expect, it } from 'vitest';
import { fitView } from '@/studio/machines/diagram-view';

describe('machine studio view', () => {
  it('Fit shows the whole drawing inside the viewport, centred, scaled down as far as needed but never past 100 %', () => {
    const cases = [
      { drawing: { width: 2925, height: 767 }, viewport: { width: 358, height: 450 } },
      { drawing: { width: 2925, height: 767 }, viewport: { width: 960, height: 512 } },
      { drawing: { width: 400, height: 1800 }, viewport: { width: 960, height: 512 } },
      { drawing: { width: 300, height: 200 }, viewport: { width: 960, height: 512 } },
    ];
    for (const { drawing, viewport } of cases) {
      const view = fitView(drawing, viewport);
      expect(view.scale).toBeLessThanOrEqual(1);
      expect(view.x).toBeGreaterThanOrEqual(0);
      expect(view.y).toBeGreaterThanOrEqual(0);
      expect(view.x + drawing.width * view.scale).toBeLessThanOrEqual(viewport.width + 1e-9);
      expect(view.y + drawing.height * view.scale).toBeLessThanOrEqual(viewport.height + 1e-9);
      // Centred: equal space either side on both axes.
      expect(view.x * 2 + drawing.width * view.scale).toBeCloseTo(viewport.width);
      expect(view.y * 2 + drawing.height * view.scale).toBeCloseTo(viewport.height);
    }
    expect(fitView({ width: 300, height: 200 }, { width: 960, height: 512 }).scale).toBe(1);
    expect(fitView({ width: 2000, height: 500 }, { width: 1000, height: 500 })).toEqual({ scale: 0.5, x: 0, y: 125 });
  });
});
