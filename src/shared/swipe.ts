// Touch swipes (SPEC §4): recognised after 50 px. A horizontal swipe past 30% of the window width
// or 100 px steps like ← →: click step by click step, then the slide. A vertical one past 40% of
// the height or 200 px moves between slides like ↑ ↓, skipping click steps.
// The boot script runs these too, before the app (src/node/prerender.ts puts their source into
// index.html): each stands alone, naming nothing outside itself but SWIPE_THRESHOLD.

export const SWIPE_THRESHOLD = 50;

/** `next`/`prev`: a click step (or the slide after the last); `nextSlide`/`prevSlide`: a whole slide. */
export type SwipeResult = 'next' | 'prev' | 'nextSlide' | 'prevSlide' | null;

export function swipeDirection(dx: number, dy: number, width: number, height: number): SwipeResult {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_THRESHOLD) return null;
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (Math.abs(dx) > 0.3 * width || Math.abs(dx) > 100) return dx < 0 ? 'next' : 'prev';
    return null;
  }
  // Up (the content moves on, as when scrolling) is the next slide; down the previous one.
  if (Math.abs(dy) > 0.4 * height || Math.abs(dy) > 200) return dy < 0 ? 'nextSlide' : 'prevSlide';
  return null;
}

/** Clicks on the right 40% of the slide go forward, the rest go back. */
export function clickDirection(x: number, left: number, width: number): 'next' | 'prev' {
  return x - left > 0.6 * width ? 'next' : 'prev';
}
