// The brush the toolbar picks (shared by the toolbar and the layer), and how it maps onto drauu.
import type { Drauu } from 'drauu';
import { DEFAULT_BRUSH, type BrushState } from './constants.ts';

let brush: BrushState = DEFAULT_BRUSH;
const listeners = new Set<() => void>();

export const getBrush = (): BrushState => brush;

export function setBrush(change: Partial<BrushState>): void {
  brush = { ...brush, ...change };
  listeners.forEach((listener) => listener());
}

export function subscribeBrush(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Applies the toolbar's brush to a drauu instance. */
export function applyBrush(drauu: Drauu, { mode, color, size }: BrushState): void {
  drauu.brush.color = color;
  drauu.brush.size = size;
  drauu.brush.arrowEnd = mode === 'arrow';
  // SPEC §9: the pen's taper 5 with the brush size doubled (drauu 1 no longer doubles it itself).
  drauu.brush.stylusOptions = { size: size * 2, start: { taper: 5 }, end: { taper: 5 } };
  const drauuMode = mode === 'arrow' ? 'line' : mode;
  if (drauu.mode !== drauuMode) drauu.mode = drauuMode;
}
