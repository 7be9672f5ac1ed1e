// v-motion's variants as styles (src/client/slides/slide/motion.ts): which variant applies where, the
// style it makes, and the transition into it.
import { describe, expect, it } from 'vitest';
import { clickPhase, type MotionSpec, motionStyle, motionTarget, motionTransition } from '../../src/client/slides/slide/motion.ts';

// Slidev's docs' example (Motion with Clicks).
const docs: MotionSpec = { initial: { x: -80 }, enter: { x: 0, y: 0 }, leave: { y: 0, x: 80 }, clicks: [[2, 4, { x: 40 }], [1, null, { x: 0, y: 30 }], [2, null, { y: 60 }]] };

describe('v-motion', () => {
  it('takes initial before, enter and the click variants active at the click (later over earlier), leave after', () => {
    expect(motionTarget(docs, 'before', 0, true)).toEqual({ x: -80 });
    expect([0, 1, 2, 3, 4].map((clicks) => motionTarget(docs, 'shown', clicks, true))).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 30 },
      { x: 40, y: 60 },
      { x: 40, y: 60 },
      { x: 0, y: 60 },
    ]);
    expect(motionTarget(docs, 'after', 4, true)).toEqual({ x: 80, y: 0 });
    // Where nothing moves (a preview, print), every variant together.
    expect(motionTarget(docs, 'before', 0, false)).toEqual({ x: 40, y: 60 });
    // A variant that is not an object (a name from a script that is not run) is nothing.
    expect(motionTarget({ initial: undefined, enter: 'final', clicks: [] }, 'shown', 0, true)).toEqual({});
  });

  it('makes one transform of its transform keys, in a fixed order with their units, and keeps other styles', () => {
    expect(motionStyle({ rotate: -50, scale: 1.5, y: '2rem', x: -80, opacity: 0, transition: { delay: 1 } })).toEqual({ transform: 'translateX(-80px) translateY(2rem) scale(1.5) rotate(-50deg)', opacity: 0 });
    expect(motionStyle({ backgroundColor: 'red', x: Number.NaN, y: {} })).toEqual({ backgroundColor: 'red' });
  });

  it("moves by the variant's own transition, else the element's delay and duration, else half a second", () => {
    const spec: MotionSpec = { delay: 100, clicks: [] };
    expect(motionTransition(spec, { x: 0, opacity: 1, transition: { delay: 2000, duration: 1000 } })).toBe('transform 1000ms cubic-bezier(0.22, 1, 0.36, 1) 2000ms, opacity 1000ms cubic-bezier(0.22, 1, 0.36, 1) 2000ms');
    expect(motionTransition(spec, { scale: 1, backgroundColor: 'red' })).toBe('transform 500ms cubic-bezier(0.22, 1, 0.36, 1) 100ms, background-color 500ms cubic-bezier(0.22, 1, 0.36, 1) 100ms');
  });
});

describe('v-motion with a v-click of its own', () => {
  it('is before its click, shown from it, and after it once its range ends', () => {
    const range = [2, 4, false] as const;
    expect([0, 1, 2, 3, 4, 5].map((clicks) => clickPhase(clicks, range))).toEqual(['before', 'before', 'shown', 'shown', 'after', 'after']);
    expect(clickPhase(9, [2, null, false])).toBe('shown');
  });

  it('is shown until a v-click-hide hides it, then after; shown with no v-click at all', () => {
    expect([0, 1, 2].map((clicks) => clickPhase(clicks, [1, null, true]))).toEqual(['shown', 'after', 'after']);
    expect(clickPhase(3, undefined)).toBe('shown');
  });
});
