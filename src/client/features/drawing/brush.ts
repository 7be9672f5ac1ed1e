// The brush the toolbar picks (shared by the toolbar and the layer), and how it maps onto drauu.
import type { Drauu } from 'drauu';
import { keptStore, type KeptFormat } from '../../state/kept.ts';
import { DEFAULT_BRUSH, DRAWING_MODES, PALETTE, SIZES, type BrushState } from '../../deck/drawing-tools.ts';
import { fieldsOf } from '../../../shared/records.ts';


/** A kept brush checked part by part: an unknown colour (say, from an older palette) falls back alone. */
function readBrush(value: unknown): BrushState {
  const kept = fieldsOf(value);
  return {
    mode: DRAWING_MODES.find((mode) => mode === kept.mode) ?? DEFAULT_BRUSH.mode,
    color: PALETTE.find((colour) => colour.value === kept.color)?.value ?? DEFAULT_BRUSH.color,
    size: SIZES.find((size) => size.value === kept.size)?.value ?? DEFAULT_BRUSH.size,
  };
}

// The presenter's last brush is kept (like the settings), so a reload keeps pen and colour.
// Version 0 kept mode, colour and size under a key each, as strings.
export const BRUSH: KeptFormat<BrushState> = {
  key: 'deck-brush',
  version: 1,
  read: (value, version) => {
    if (version > 0) return readBrush(value);
    const old = fieldsOf(value);
    return readBrush({ mode: old['deck-drawing-mode'], color: old['deck-drawing-color'], size: Number(old['deck-drawing-size']) });
  },
  formerKeys: ['deck-drawing-mode', 'deck-drawing-color', 'deck-drawing-size'],
};

export const brush = keptStore(BRUSH, DEFAULT_BRUSH);

export const setBrush = (change: Partial<BrushState>) => brush.update((current) => ({ ...current, ...change }));

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
