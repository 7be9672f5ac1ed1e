// The pointer-to-canvas mapping the drawing layer gives drauu (src/client/features/drawing/coordinates.ts),
// fed through drauu's own formula for its "no transform" path: a pointer lands on the canvas unit
// under it whatever the slide's CSS scale and the page's scroll.
import { describe, expect, it } from 'vitest';
import { pointerMapping } from '../../src/client/features/drawing/coordinates.ts';

/** drauu's getMousePosition with coordinateTransform false (cssZoom 1). */
function drauuPoint(m: ReturnType<typeof pointerMapping>, pageX: number, pageY: number, rect: { left: number; top: number }) {
  return { x: (pageX - rect.left + m.offset.x) * m.coordinateScale, y: (pageY - rect.top + m.offset.y) * m.coordinateScale };
}

describe('pointerMapping', () => {
  it('maps a pointer on a canvas scaled to a 1280-pixel window to canvas units', () => {
    const rect = { left: 0, top: 0 };
    const m = pointerMapping(1280, 980, 0, 0);
    expect(m.coordinateTransform).toBe(false);
    const p = drauuPoint(m, 100 * (1280 / 980), 300 * (1280 / 980), rect);
    expect(p.x).toBeCloseTo(100);
    expect(p.y).toBeCloseTo(300);
  });

  it('takes the box position and the page scroll into account (a presenter view with the slide off the corner)', () => {
    const rect = { left: 40, top: 120 }; // viewport coordinates, as getBoundingClientRect gives
    const m = pointerMapping(490, 980, 0, 200);
    // clientY = 120 + 50 * 0.5; pageY adds the scroll.
    const p = drauuPoint(m, 40 + 25, 200 + 120 + 25, rect);
    expect(p.x).toBeCloseTo(50);
    expect(p.y).toBeCloseTo(50);
  });

  it('does not divide by zero for a layer not laid out yet', () => {
    expect(pointerMapping(0, 980, 0, 0).coordinateScale).toBe(1);
  });
});
