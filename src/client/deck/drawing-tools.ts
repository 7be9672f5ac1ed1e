// The drawing tools' fixed values (SPEC §3, §9): modes, the 7-colour palette, sizes and keys.

/** The modes the toolbar offers. `arrow` is drauu's `line` with an arrow head. */
export const DRAWING_MODES = ['stylus', 'line', 'arrow', 'rectangle', 'ellipse', 'eraseLine'] as const;
export type DrawingToolMode = (typeof DRAWING_MODES)[number];

export const MODE_LABELS: Record<DrawingToolMode, string> = {
  stylus: 'Stylus',
  line: 'Line',
  arrow: 'Arrow',
  rectangle: 'Rectangle',
  ellipse: 'Ellipse',
  eraseLine: 'Eraser',
};

/** Letter keys that pick a mode while drawing (C clears; the eraser has no key). */
export const MODE_KEYS: Partial<Record<string, DrawingToolMode>> = { s: 'stylus', l: 'line', a: 'arrow', r: 'rectangle', e: 'ellipse' };

/** The palette, in key order 1–7. */
export const PALETTE = [
  { name: 'Red', value: '#ff595e' },
  { name: 'Yellow', value: '#ffca3a' },
  { name: 'Green', value: '#8ac926' },
  { name: 'Blue', value: '#1982c4' },
  { name: 'Purple', value: '#6a4c93' },
  { name: 'White', value: '#ffffff' },
  { name: 'Black', value: '#000000' },
] as const;

export const SIZES = [
  { name: 'Thin', value: 2 },
  { name: 'Medium', value: 4 },
  { name: 'Thick', value: 8 },
] as const;

export interface BrushState {
  mode: DrawingToolMode;
  color: string;
  size: number;
}

/** SPEC §9: stylus, size 4; red is the palette's first colour. */
export const DEFAULT_BRUSH: BrushState = { mode: 'stylus', color: PALETTE[0].value, size: 4 };

/** Who drew: the presenter's drawings always sync, the audience's only with `syncAll`. */
export type DrawingRole = 'presenter' | 'audience';

/** Largest drawing (SVG text) accepted from storage or another view; bigger ones are dropped. */
export const MAX_DRAWING_CHARS = 2_000_000;
