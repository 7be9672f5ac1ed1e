import { loadSlide, slides } from '../deck/deck.ts';

/** Starts loading the slides either side of `no`, so moving there paints at once. */
export function preloadAround(no: number): void {
  for (const neighbour of [no + 1, no - 1, no + 2]) {
    if (neighbour >= 1 && neighbour <= slides.length) void loadSlide(neighbour);
  }
}
