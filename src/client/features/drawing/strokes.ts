// A slide's drawing as a table of strokes that views merge rather than overwrite, so two people
// drawing on one slide at the same time both keep their strokes (a last-writer-wins map per stroke,
// i.e. a state-based CRDT): each stroke has an id, and each change to it (drawn, erased, undone,
// redone, cleared) a clock one past its last; merging keeps each stroke's latest state. Each stroke
// also names its owner: the presenter, or the device that drew it (stamped by the deck server), so
// an attendee changes only their own strokes and a viewer may hide other people's.
import { PRESENTER, isStrokeId } from '../../../shared/live.ts';

export { isStrokeId };

/** A stroke's state: the clock of its last change, its SVG markup (null once removed), and its owner. */
export type StrokeEntry = [clock: number, markup: string | null, owner?: string];
/** Stroke id → state. */
export type StrokeTable = Record<string, StrokeEntry>;

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
 * Whether state `a` replaces state `b`: the later change; on a tie a removal, then the larger
 * markup, then the larger owner (any fixed rule will do, so every view agrees).
 */
export function replaces(a: StrokeEntry, b: StrokeEntry | undefined): boolean {
  if (!b) return true;
  if (a[0] !== b[0]) return a[0] > b[0];
  if (a[1] !== b[1]) {
    if (a[1] === null || b[1] === null) return a[1] === null;
    return a[1] > b[1];
  }
  return (a[2] ?? '') > (b[2] ?? '');
}

/** Merges `incoming` into `table`; returns whether anything changed. */
export function mergeStrokes(table: StrokeTable, incoming: StrokeTable): boolean {
  let changed = false;
  for (const [id, entry] of Object.entries(incoming)) {
    if (replaces(entry, table[id])) {
      table[id] = entry;
      changed = true;
    }
  }
  return changed;
}

/**
 * Records a change made here by `owner`; returns the strokes it changed (empty when nothing
 * changed). A removed stroke keeps its owner, so the record of its removal is counted as theirs.
 */
export function applyLocalChange(table: StrokeTable, change: StrokeChange, owner: string): StrokeTable {
  const changed: StrokeTable = {};
  const next = (id: string, markup: string | null, by: string) => {
    const current = table[id];
    if (current && current[1] === markup) return;
    table[id] = changed[id] = [(current?.[0] ?? 0) + 1, markup, by];
  };
  for (const stroke of change.put) if (isStrokeId(stroke.id)) next(stroke.id, stroke.markup, owner);
  for (const id of change.remove) {
    const current = table[id];
    if (current?.[1] != null) next(id, null, current[2] ?? owner);
  }
  return changed;
}

/** The drawing's SVG markup: the strokes still there (and `shown`, when given), in drawing order. */
export function renderStrokes(table: StrokeTable, shown: (entry: StrokeEntry) => boolean = () => true): string {
  return Object.keys(table)
    .sort()
    .map((id) => {
      const entry = table[id];
      return entry && entry[1] !== null && shown(entry) ? entry[1] : '';
    })
    .join('');
}

export const hasStrokes = (table: StrokeTable): boolean => Object.values(table).some((entry) => entry[1] !== null);

/** Whether a stroke is the presenter's. */
export const isPresenters = (entry: StrokeEntry): boolean => entry[2] === PRESENTER;
