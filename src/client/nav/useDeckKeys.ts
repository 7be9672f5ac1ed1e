// Keyboard shortcuts of the play and presenter views.
import { useEffect, useRef } from 'react';
import { isDrawingOn } from '../drawing/drawingMode.ts';
import { takeEarlyKeys } from './earlyKeys.ts';
import { createRepeatGate } from './repeat.ts';
import type { DeckNavigation } from './useDeckNavigation.ts';

export interface DeckKeyActions {
  toggleDark?: () => void;
  toggleOverview?: () => void;
  openGoto?: () => void;
  toggleFullscreen?: () => void;
}

/** True when the key press belongs to a text field, not to the deck. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Right, Space and PageDown step through clicks; Down and Up jump whole slides, as in Slidev. */
function navigationFor(key: string, shift: boolean, nav: DeckNavigation): (() => void) | undefined {
  if (key === ' ') return shift ? nav.prev : nav.next;
  if (key === 'ArrowRight' || key === 'PageDown') return nav.next;
  if (key === 'ArrowLeft' || key === 'PageUp') return nav.prev;
  if (key === 'ArrowDown') return nav.nextSlide;
  if (key === 'ArrowUp') return nav.prevSlide;
  return undefined;
}

function actionFor(key: string, actions: DeckKeyActions): (() => void) | undefined {
  switch (key.toLowerCase()) {
    case 'd':
      return actions.toggleDark;
    case 'o':
      return actions.toggleOverview;
    case 'g':
      return actions.openGoto;
    case 'f':
      return actions.toggleFullscreen;
    default:
      return undefined;
  }
}

export function useDeckKeys(nav: DeckNavigation, actions: DeckKeyActions, enabled = true): void {
  const gate = useRef(createRepeatGate());
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // While a dialog is open, keys belong to it (Escape closes it natively).
      if (document.querySelector('dialog[open]')) return;
      const move = navigationFor(event.key, event.shiftKey, nav);
      // While drawing, letters belong to the drawing tools; navigation keys still work.
      const action = move ?? (event.shiftKey || event.repeat || isDrawingOn() ? undefined : actionFor(event.key, actions));
      if (!action) return;
      event.preventDefault();
      if (move && !gate.current(event.repeat)) return;
      action();
    };
    window.addEventListener('keydown', onKey);
    // Listening now: what was pressed before the app ran is played, in order (each step starts
    // from where the one before went, as the deck reads its position from the URL).
    for (const { key, shift } of takeEarlyKeys()) navigationFor(key, shift, nav)?.();
    return () => window.removeEventListener('keydown', onKey);
  }, [nav, actions, enabled]);
}
