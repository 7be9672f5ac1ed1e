// Mouse clicks and touch swipes on the slide move the deck.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { clickDirection, swipeDirection } from '../../../shared/swipe.ts';
import type { DeckNavigation } from './useDeckNavigation.ts';

const INTERACTIVE = 'a, button, input, textarea, select, summary, label, [contenteditable], [role="button"], dialog';

export function usePointerNavigation(area: RefObject<HTMLElement | null>, nav: DeckNavigation, enabled = true): void {
  // Listeners stay attached across slide changes, so a gesture begun during one is not lost.
  // Attached in the commit that puts the slide on screen (a layout effect), not after its paint: on a
  // phone the first render's effects came tens of milliseconds later, and a swipe made in between
  // reached a slide that heard nothing (the page's own first-paint script hears only its own slide).
  const latest = useRef(nav);
  useLayoutEffect(() => {
    latest.current = nav;
  }, [nav]);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element || !enabled) return;
    let start: { x: number; y: number; id: number } | null = null;

    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || !(event.target instanceof Element) || event.target.closest(INTERACTIVE)) return;
      if (!window.getSelection()?.isCollapsed) return; // the viewer is selecting text
      // A pen draws on the drawing layer even outside drawing mode; its strokes must not navigate.
      if ((event as PointerEvent).pointerType === 'pen' && element.querySelector('.drawing-layer[data-pen="draw"]')) return;
      const canvas = element.querySelector('.canvas')?.getBoundingClientRect();
      if (!canvas || event.clientY < canvas.top || event.clientY > canvas.bottom) return;
      const moves = latest.current.by('click');
      if (clickDirection(event.clientX, canvas.left, canvas.width) === 'next') moves.next();
      else moves.prev();
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' && event.isPrimary) start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const onUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y, window.innerWidth, window.innerHeight);
      start = null;
      if (direction) latest.current.by('swipe')[direction]();
    };
    const onCancel = () => {
      start = null;
    };

    element.addEventListener('click', onClick);
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
    };
  }, [area, enabled]);
}
