import { loadSlide, slides } from '../../deck/deck.ts';
import { afterPaint } from '../../deck/ui/afterPaint.ts';
import { onIdle } from '../../deck/ui/idle.ts';

/**
 * Starts loading the slides either side of `no`, so moving there paints at once. Loading starts
 * after slide `no` is painted, so it does not delay that (the first time, once the page is idle).
 * Returns a function that cancels what has not started.
 */
export function preloadAround(no: number): () => void {
  return onIdle('neighbours', () => afterPaint(() => {
    for (const neighbour of [no + 1, no - 1, no + 2]) {
      if (neighbour >= 1 && neighbour <= slides.length) void loadSlide(neighbour);
    }
  }));
}
