// The laser's fading trail as plain data: the positions of the last quarter second, each segment
// fainter and thinner the older it is. Kept apart from the drawing so the rule has a unit test.

/** How long a position stays in the trail, in ms. */
export const TRAIL_MS = 250;

export interface TrailPoint {
  x: number;
  y: number;
  /** When the dot was there (performance.now()). */
  t: number;
  /** The laser came back here after a pause: no segment joins it to the point before. */
  start?: true;
}

export interface TrailSegment {
  from: TrailPoint;
  to: TrailPoint;
  /** 1 for a segment just drawn, towards 0 as it ages out. */
  strength: number;
}

/** The points still young enough at `now`, oldest first (the array is not changed). */
export function youngPoints(points: readonly TrailPoint[], now: number, span = TRAIL_MS): TrailPoint[] {
  const first = points.findIndex((point) => now - point.t < span);
  return first < 0 ? [] : points.slice(first);
}

/** The segments to draw at `now`, each as strong as its older end is young. */
export function trailSegments(points: readonly TrailPoint[], now: number, span = TRAIL_MS): TrailSegment[] {
  const segments: TrailSegment[] = [];
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1] as TrailPoint;
    const to = points[i] as TrailPoint;
    const strength = 1 - (now - from.t) / span;
    if (!to.start && strength > 0) segments.push({ from, to, strength: Math.min(strength, 1) });
  }
  return segments;
}
