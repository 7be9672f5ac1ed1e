// Publishes the presenter's pointer over the current slide, at most once per frame.
import { useEffect, type RefObject } from 'react';
import { useSetting } from '../settings/settings.ts';
import { getSyncBus } from '../sync/bus.ts';
import { canvasHeight, canvasWidth } from '../slide/SlideCanvas.tsx';
import { toCanvas } from './cursor.ts';

export function useCursorBroadcast(area: RefObject<HTMLElement | null>, no: number): void {
  const [enabled] = useSetting('presenterCursor');
  useEffect(() => {
    const element = area.current;
    if (!element || !enabled) return;
    const bus = getSyncBus();
    let frame = 0;
    let last: PointerEvent | null = null;
    const flush = () => {
      frame = 0;
      const canvas = element.querySelector('.canvas');
      if (!last || !canvas) return;
      const { x, y } = toCanvas(last, canvas);
      const inside = x >= 0 && y >= 0 && x <= canvasWidth && y <= canvasHeight;
      bus.publish('cursor', inside ? { no, x, y } : null);
    };
    const onMove = (event: PointerEvent) => {
      last = event;
      frame ||= requestAnimationFrame(flush);
    };
    const onLeave = () => bus.publish('cursor', null);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
      bus.publish('cursor', null);
    };
  }, [area, no, enabled]);
}
