// Touch swipes: recognised after 50 px; a horizontal swipe turns the page past 30% of the
// window width or 100 px, a vertical one past 40% of the height or 200 px.

export const SWIPE_THRESHOLD = 50;

export type SwipeResult = 'next' | 'prev' | null;

export function swipeDirection(dx: number, dy: number, width: number, height: number): SwipeResult {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_THRESHOLD) return null;
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (Math.abs(dx) > 0.3 * width || Math.abs(dx) > 100) return dx < 0 ? 'next' : 'prev';
    return null;
  }
  if (Math.abs(dy) > 0.4 * height || Math.abs(dy) > 200) return dy < 0 ? 'next' : 'prev';
  return null;
}

/** Clicks on the right 40% of the slide go forward, the rest go back. */
export function clickDirection(x: number, left: number, width: number): 'next' | 'prev' {
  return x - left > 0.6 * width ? 'next' : 'prev';
}
