// The brush the toolbar picks (shared by the toolbar and the layer), and how it maps onto drauu.
import type { Drauu } from 'drauu';
import { readStored, writeStored } from '../settings/storage.ts';
import { DEFAULT_BRUSH, DRAWING_MODES, PALETTE, SIZES, type BrushState } from './constants.ts';

// The presenter's last brush is kept (like the other settings), so a reload keeps pen and colour.
const MODE_KEY = 'deck-drawing-mode';
const COLOR_KEY = 'deck-drawing-color';
const SIZE_KEY = 'deck-drawing-size';

function storedBrush(): BrushState {
  return {
    mode: readStored(MODE_KEY, DRAWING_MODES, DEFAULT_BRUSH.mode),
    color: readStored(COLOR_KEY, PALETTE.map((c) => c.value), DEFAULT_BRUSH.color),
    size: Number(readStored(SIZE_KEY, SIZES.map((s) => String(s.value)), String(DEFAULT_BRUSH.size))),
  };
}

let brush: BrushState = storedBrush();
const listeners = new Set<() => void>();

export const getBrush = (): BrushState => brush;

export function setBrush(change: Partial<BrushState>): void {
  brush = { ...brush, ...change };
  if (change.mode) writeStored(MODE_KEY, change.mode);
  if (change.color) writeStored(COLOR_KEY, change.color);
  if (change.size) writeStored(SIZE_KEY, String(change.size));
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
