/**
 * Runs `work` once the browser has painted the next frame: for work a slide change causes but the
 * audience does not see (telling other views, loading the neighbouring slides), so the new slide
 * is on screen first. (Effects of a key press run before that paint; this is how to wait for it.)
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
