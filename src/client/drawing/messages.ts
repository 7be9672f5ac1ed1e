// The drawings' wire format between views, and the checks every incoming message passes.
// Anything malformed reads as null (or is left out), never as an exception.
import { MAX_DRAWING_CHARS, type DrawingRole } from './constants.ts';

export type DrawingMessage =
  /** Slide `no`'s drawing changed (an empty svg means it was cleared). */
  | { kind: 'drawing'; sender: string; from: DrawingRole; no: number; svg: string }
  /** A view just opened and asks the others for what they have. */
  | { kind: 'hello'; sender: string; from: DrawingRole }
  /** The answer to a hello: every non-empty drawing the sender holds. */
  | { kind: 'snapshot'; sender: string; from: DrawingRole; drawings: Record<number, string> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRole = (v: unknown): v is DrawingRole => v === 'presenter' || v === 'audience';
const isSender = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;
const isSvg = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_DRAWING_CHARS;

export function isSlideNo(v: unknown, slideCount: number): v is number {
  return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= slideCount;
}

/**
 * Slide number → SVG text, from a stored or received object. Entries with a bad key or value are
 * left out; the SVG is still untrusted and must be sanitised by the caller.
 */
export function parseDrawingMap(data: unknown, slideCount: number): Record<number, string> {
  const out: Record<number, string> = {};
  if (!isRecord(data)) return out;
  for (const [key, value] of Object.entries(data)) {
    const no = /^\d+$/.test(key) ? Number(key) : NaN;
    if (isSlideNo(no, slideCount) && isSvg(value) && value !== '') out[no] = value;
  }
  return out;
}

/** A message from another view, or null when it is not a well-formed drawing message. */
export function parseDrawingMessage(data: unknown, slideCount: number): DrawingMessage | null {
  if (!isRecord(data) || !isSender(data.sender) || !isRole(data.from)) return null;
  const { sender, from } = data;
  switch (data.kind) {
    case 'drawing':
      return isSlideNo(data.no, slideCount) && isSvg(data.svg) ? { kind: 'drawing', sender, from, no: data.no, svg: data.svg } : null;
    case 'hello':
      return { kind: 'hello', sender, from };
    case 'snapshot':
      return isRecord(data.drawings) ? { kind: 'snapshot', sender, from, drawings: parseDrawingMap(data.drawings, slideCount) } : null;
    default:
      return null;
  }
}

/** Reads the JSON kept in localStorage; anything unreadable is an empty set of drawings. */
export function parseStoredDrawings(text: string | null, slideCount: number): Record<number, string> {
  if (!text) return {};
  try {
    return parseDrawingMap(JSON.parse(text), slideCount);
  } catch {
    return {};
  }
}
