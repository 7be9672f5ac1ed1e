// Keyboard navigation for the play and presenter views.
import { useEffect } from 'react';
import type { DeckNavigation } from './useDeckNavigation.ts';

/** True when the key press belongs to a text field, not to the deck. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Right, Space and PageDown step through clicks; Down and Up jump whole slides, as in Slidev. */
function actionFor(key: string, shift: boolean, nav: DeckNavigation): (() => void) | undefined {
  if (key === ' ') return shift ? nav.prev : nav.next;
  if (key === 'ArrowRight' || key === 'PageDown') return nav.next;
  if (key === 'ArrowLeft' || key === 'PageUp') return nav.prev;
  if (key === 'ArrowDown') return nav.nextSlide;
  if (key === 'ArrowUp') return nav.prevSlide;
  return undefined;
}

export function useNavigationKeys(nav: DeckNavigation): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const action = actionFor(event.key, event.shiftKey, nav);
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [nav]);
}
