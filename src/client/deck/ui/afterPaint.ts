/**
 * Runs `work` once the browser has painted the next frame: for work a slide change causes but the
 * audience does not see (telling other views, loading the neighbouring slides), so the new slide
 * is on screen first. (Effects of a key press run before that paint; this is how to wait for it.)
 * A hidden tab paints no frames (and runs no animation frames): there the work runs at once.
 */
export function afterPaint(work: () => void): void {
  if (document.hidden) setTimeout(work, 0);
  else requestAnimationFrame(() => setTimeout(work, 0));
}
