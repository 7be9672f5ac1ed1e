// Presenter cursor messages: where on which slide the presenter's pointer is, in canvas units, and
// whether it is a laser (held `l` or the toolbar's laser button in the presenter view).
import { slides } from '../../deck/deck.ts';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';

export interface CursorPosition {
  no: number;
  x: number;
  y: number;
  /** The presenter points with the laser: followers show a red dot with a trail, not the cursor. */
  laser?: true;
}

/** A position, null when the pointer left the slide, undefined when the message is malformed. */
export function parseCursor(data: unknown): CursorPosition | null | undefined {
  if (data === null) return null;
  if (typeof data !== 'object') return undefined;
  const { no, x, y, laser } = data as Record<string, unknown>;
  if (!Number.isInteger(no) || (no as number) < 1 || (no as number) > slides.length) return undefined;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  if (x < 0 || y < 0 || x > canvasWidth || y > canvasHeight) return undefined;
  if (laser !== undefined && typeof laser !== 'boolean') return undefined;
  return laser ? { no: no as number, x, y, laser } : { no: no as number, x, y };
}

/** Canvas coordinates of a pointer event over a (scaled) canvas element. */
export function toCanvas(event: { clientX: number; clientY: number }, canvas: Element): { x: number; y: number } {
  const rect = canvas.getBoundingClientRect();
  const round = (n: number) => Math.round(n * 10) / 10;
  return { x: round(((event.clientX - rect.left) / rect.width) * canvasWidth), y: round(((event.clientY - rect.top) / rect.height) * canvasHeight) };
}
