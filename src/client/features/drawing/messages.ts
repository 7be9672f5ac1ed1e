// The drawings' wire format between views, and the checks every incoming message passes.
// Anything malformed reads as null (or is left out), never as an exception.
import { isOwner } from '../../../shared/live.ts';
import { MAX_DRAWING_CHARS, type DrawingRole } from '../../deck/drawing-tools.ts';
import { isPresenters, isStrokeId, type StrokeEntry, type StrokeTable } from './strokes.ts';
import { isRecord } from '../../../shared/records.ts';

export type DrawingMessage =
  /** Slide `no`'s strokes the sender just changed (a removed one as null, so the removal spreads). */
  | { kind: 'drawing'; sender: string; from: DrawingRole; no: number; strokes: StrokeTable }
  /** A view just opened and asks the others for what they have. */
  | { kind: 'hello'; sender: string; from: DrawingRole }
  /** The answer to a hello: the strokes of every slide the sender has any for. */
  | { kind: 'snapshot'; sender: string; from: DrawingRole; drawings: Record<number, StrokeTable> }
  /** Whether the presenter lets the audience draw now (only the presenter's counts). */
  | { kind: 'audience'; sender: string; from: DrawingRole; open: boolean };

const isRole = (v: unknown): v is DrawingRole => v === 'presenter' || v === 'audience';
const isSender = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;
const MAX_CLOCK = 1_000_000_000;

export function isSlideNo(v: unknown, slideCount: number): v is number {
  return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= slideCount;
}

function isStrokeEntry(v: unknown): v is StrokeEntry {
  if (!Array.isArray(v) || v.length < 2 || v.length > 3) return false;
  const [clock, markup, owner] = v as unknown[];
  return (
    Number.isInteger(clock) && (clock as number) >= 0 && (clock as number) <= MAX_CLOCK &&
    (markup === null || typeof markup === 'string') && (owner === undefined || isOwner(owner))
  );
}

/**
 * A slide's stroke table from received or stored data: entries with a bad id or state are left
 * out, and so are strokes past the size a drawing may have (the presenter's are kept first), so a
 * flood of other strokes never costs a slide the drawing it had. The markup is still untrusted and
 * must be sanitised by the caller.
 */
export function parseStrokeTable(data: unknown): StrokeTable | null {
  if (!isRecord(data)) return null;
  const entries = Object.entries(data).filter((pair): pair is [string, StrokeEntry] => isStrokeId(pair[0]) && isStrokeEntry(pair[1]));
  const table: StrokeTable = {};
  let chars = 0;
  for (const [id, entry] of [...entries.filter(([, e]) => isPresenters(e)), ...entries.filter(([, e]) => !isPresenters(e))]) {
    chars += entry[1]?.length ?? 0;
    if (chars > MAX_DRAWING_CHARS) break;
    table[id] = entry[2] === undefined ? [entry[0], entry[1]] : [entry[0], entry[1], entry[2]];
  }
  return table;
}

/** Slide number → stroke table, from a stored or received object; bad entries are left out. */
export function parseDrawingMap(data: unknown, slideCount: number): Record<number, StrokeTable> {
  const out: Record<number, StrokeTable> = {};
  if (!isRecord(data)) return out;
  for (const [key, value] of Object.entries(data)) {
    const no = /^\d+$/.test(key) ? Number(key) : NaN;
    const table = isSlideNo(no, slideCount) ? parseStrokeTable(value) : null;
    if (table && Object.keys(table).length > 0) out[no] = table;
  }
  return out;
}

/** A message from another view, or null when it is not a well-formed drawing message. */
export function parseDrawingMessage(data: unknown, slideCount: number): DrawingMessage | null {
  if (!isRecord(data) || !isSender(data.sender) || !isRole(data.from)) return null;
  const { sender, from } = data;
  switch (data.kind) {
    case 'drawing': {
      const strokes = parseStrokeTable(data.strokes);
      return isSlideNo(data.no, slideCount) && strokes ? { kind: 'drawing', sender, from, no: data.no, strokes } : null;
    }
    case 'hello':
      return { kind: 'hello', sender, from };
    case 'snapshot':
      return isRecord(data.drawings) ? { kind: 'snapshot', sender, from, drawings: parseDrawingMap(data.drawings, slideCount) } : null;
    case 'audience':
      return typeof data.open === 'boolean' ? { kind: 'audience', sender, from, open: data.open } : null;
    default:
      return null;
  }
}

