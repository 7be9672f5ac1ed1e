// The laser as viewers see it over a slide canvas: a red dot where the presenter points, and the
// last quarter second of its path fading behind it (trail.ts) on a 2D canvas redrawn each frame
// while there is a trail. With prefers-reduced-motion there is no trail, only the dot.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';
import { prefersReducedMotion, reducedMotionQuery } from '../../deck/ui/reducedMotion.ts';
import { trailSegments, youngPoints, type TrailPoint } from './trail.ts';
import './laser.css';

const watchReduced = (changed: () => void) => {
  reducedMotionQuery()?.addEventListener('change', changed);
  return () => reducedMotionQuery()?.removeEventListener('change', changed);
};
const useReducedMotion = () => useSyncExternalStore(watchReduced, prefersReducedMotion, () => false);

/** The trail's widest width, in canvas units (the dot is 14). */
const TRAIL_WIDTH = 9;

function draw(canvas: HTMLCanvasElement, points: readonly TrailPoint[], now: number): void {
  // As many pixels as the canvas covers on screen, so the trail stays sharp on a scaled slide.
  const rect = canvas.getBoundingClientRect();
  const width = Math.max(1, Math.round(rect.width * devicePixelRatio));
  const height = Math.max(1, Math.round(rect.height * devicePixelRatio));
  if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  context.setTransform(width / canvasWidth, 0, 0, height / canvasHeight, 0, 0);
  context.lineCap = 'round';
  context.shadowColor = 'rgb(255 30 30)';
  for (const { from, to, strength } of trailSegments(points, now)) {
    context.strokeStyle = `rgb(255 40 40 / ${(0.85 * strength).toFixed(3)})`;
    context.lineWidth = TRAIL_WIDTH * (0.3 + 0.7 * strength);
    context.shadowBlur = 8 * strength * (width / canvasWidth);
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }
}

/** `at`: where the laser is now, in canvas units, or null when it is off (the trail then fades out). */
export function LaserPointer({ at }: { at: { x: number; y: number } | null }) {
  const still = useReducedMotion();
  const canvas = useRef<HTMLCanvasElement>(null);
  const points = useRef<TrailPoint[]>([]);
  const wasOn = useRef(false);
  /** Whether a trail is on screen, so the canvas is there. */
  const [trailing, setTrailing] = useState(false);
  // The redraw loop lives in refs, not in an effect on `trailing`: a point arriving in the frame the
  // trail ran out would batch false-then-true into no change, and an effect-driven loop would never
  // restart, leaving a dead trail on screen.
  const frame = useRef(0);
  const ticking = useRef(false);

  useEffect(() => {
    const resumed = !wasOn.current;
    wasOn.current = at !== null;
    if (still || !at) return;
    const last = points.current.at(-1);
    if (last && !resumed && last.x === at.x && last.y === at.y) return;
    const point = { x: at.x, y: at.y, t: performance.now() };
    points.current.push(resumed ? { ...point, start: true } : point);
    setTrailing(true);
    if (ticking.current) return;
    ticking.current = true;
    const tick = () => {
      const now = performance.now();
      points.current = youngPoints(points.current, now);
      if (canvas.current) draw(canvas.current, points.current, now);
      if (points.current.length > 0) {
        frame.current = requestAnimationFrame(tick);
        return;
      }
      ticking.current = false;
      setTrailing(false);
    };
    frame.current = requestAnimationFrame(tick);
  }, [at, still]);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      ticking.current = false;
    },
    [],
  );

  return (
    <>
      {!still && (at || trailing) && <canvas ref={canvas} className="laser-trail" aria-hidden="true" />}
      {at && <div className="laser-dot" aria-hidden="true" style={{ left: at.x, top: at.y }} />}
    </>
  );
}
