// A slide's drawing as a table of strokes that views merge rather than overwrite, so two people
// drawing on one slide at the same time both keep their strokes (a last-writer-wins map per stroke,
// i.e. a state-based CRDT): each stroke has an id, and each change to it (drawn, erased, undone,
// redone, cleared) a clock one past its last; merging keeps each stroke's latest state.

/** A stroke's state: the clock of its last change, and its SVG markup, or null once removed. */
export type StrokeEntry = [clock: number, markup: string | null];
/** Stroke id → state. */
export type StrokeTable = Record<string, StrokeEntry>;

export interface Stroke {
  id: string;
  markup: string;
}

/** What a layer did since it last showed the drawing: strokes drawn (or redone) and removed. */
export interface StrokeChange {
  put: Stroke[];
  remove: string[];
}

const STROKE_ID = /^[\w-]{1,64}$/;
export const isStrokeId = (value: unknown): value is string => typeof value === 'string' && STROKE_ID.test(value);

/** A new stroke's id: the time first, so sorting by id gives the drawing order in every view. */
export function newStrokeId(now = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Whether state `a` replaces state `b`: the later change; on a tie a removal, then the larger markup (any fixed rule will do, so every view agrees). */
export function replaces(a: StrokeEntry, b: StrokeEntry | undefined): boolean {
  if (!b) return true;
  if (a[0] !== b[0]) return a[0] > b[0];
  if (a[1] === b[1]) return false;
  if (a[1] === null || b[1] === null) return a[1] === null;
  return a[1] > b[1];
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

/** Records a change made here; returns the strokes it changed (empty when nothing changed). */
export function applyLocalChange(table: StrokeTable, change: StrokeChange): StrokeTable {
  const changed: StrokeTable = {};
  const next = (id: string, markup: string | null) => {
    const current = table[id];
    if (current && current[1] === markup) return;
    table[id] = changed[id] = [(current?.[0] ?? 0) + 1, markup];
  };
  for (const stroke of change.put) if (isStrokeId(stroke.id)) next(stroke.id, stroke.markup);
  for (const id of change.remove) if (table[id]?.[1] != null) next(id, null);
  return changed;
}

/** The drawing's SVG markup: the strokes still there, in drawing order. */
export function renderStrokes(table: StrokeTable): string {
  return Object.keys(table)
    .sort()
    .map((id) => table[id]?.[1] ?? '')
    .join('');
}

export const hasStrokes = (table: StrokeTable): boolean => Object.values(table).some((entry) => entry[1] !== null);
