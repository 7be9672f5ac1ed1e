// A slide's drawing is a set of strokes, each with an id and an owner (the presenter, or the device
// that drew it), so two people drawing on one slide at the same time both keep their strokes, and an
// attendee changes only their own. The shared document holds them (src/shared/live.ts); this is
// what the drawing code says about one.
import { PRESENTER, isStrokeId, type StrokeValue } from '../../../shared/live.ts';
import { MAX_DRAWING_CHARS } from '../../deck/drawing-tools.ts';

export { isStrokeId };

/** The owner of strokes drawn in this browser before the deck server named the device (or with no server). */
export const LOCAL_OWNER = 'local';

export interface Stroke {
  id: string;
  markup: string;
}

/** What a layer did since it last showed the drawing: strokes drawn (or redone) and removed. */
export interface StrokeChange {
  put: Stroke[];
  remove: string[];
}

/** A new stroke's id: the time first, so sorting by id gives the drawing order in every view. */
export function newStrokeId(now = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A slide's drawing as SVG markup: its strokes in drawing order (ids start with the time). A slide
 * holds at most MAX_DRAWING_CHARS of them, the presenter's first, so a flood of other strokes never
 * costs it the drawing it had.
 */
export function renderStrokes(strokes: Map<string, StrokeValue>): string {
  const ids = [...strokes.keys()].sort();
  const kept = new Set<string>();
  let chars = 0;
  for (const id of [...ids.filter((i) => strokes.get(i)?.[1] === PRESENTER), ...ids.filter((i) => strokes.get(i)?.[1] !== PRESENTER)]) {
    chars += strokes.get(id)?.[0].length ?? 0;
    if (chars > MAX_DRAWING_CHARS) break;
    kept.add(id);
  }
  return ids.filter((id) => kept.has(id)).map((id) => strokes.get(id)?.[0] ?? '').join('');
}
