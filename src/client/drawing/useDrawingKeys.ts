// Listens for the drawing keys while drawing mode is on. It listens in the capture phase and stops
// the keys it handles there, so no other shortcut on the page (deck letters, the presenter's "e"
// for the editor…) also acts on them; useDeckKeys skips its letters meanwhile as well.
import { useEffect } from 'react';
import { setBrush } from './brush.ts';
import { clear, redo, undo } from './controller.ts';
import { setDrawingOn } from './drawingMode.ts';
import { drawingKeyAction } from './keys.ts';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function useDrawingKeys(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      // While a dialog is open, keys belong to it (Escape closes the dialog, not drawing mode).
      if (document.querySelector('dialog[open]')) return;
      const action = drawingKeyAction(event);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.repeat && action.type !== 'undo' && action.type !== 'redo') return;
      if (action.type === 'mode') setBrush({ mode: action.mode });
      else if (action.type === 'color') setBrush({ color: action.color });
      else if (action.type === 'clear') clear();
      else if (action.type === 'undo') undo();
      else if (action.type === 'redo') redo();
      else setDrawingOn(false);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}
