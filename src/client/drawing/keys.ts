// Drawing-mode keys (SPEC §9): L A S R E pick a mode, C clears, 1–7 pick a colour,
// Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z redoes, Escape leaves drawing mode.
import { MODE_KEYS, PALETTE, type DrawingToolMode } from './constants.ts';

export type DrawingKeyAction =
  | { type: 'mode'; mode: DrawingToolMode }
  | { type: 'color'; color: string }
  | { type: 'clear' | 'undo' | 'redo' | 'leave' };

type KeyInfo = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

export function drawingKeyAction({ key, ctrlKey, metaKey, altKey, shiftKey }: KeyInfo): DrawingKeyAction | null {
  if (altKey) return null;
  if (ctrlKey || metaKey) return key.toLowerCase() === 'z' ? { type: shiftKey ? 'redo' : 'undo' } : null;
  if (key === 'Escape') return { type: 'leave' };
  if (shiftKey) return null;
  const colour = /^[1-7]$/.test(key) ? PALETTE[Number(key) - 1] : undefined;
  if (colour) return { type: 'color', color: colour.value };
  const lower = key.toLowerCase();
  if (lower === 'c') return { type: 'clear' };
  const mode = MODE_KEYS[lower];
  return mode ? { type: 'mode', mode } : null;
}
