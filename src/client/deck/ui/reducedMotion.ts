// Whether the viewer asked for reduced motion. One query object for the page: asking matchMedia on
// every render costs each slide change time. None where there is no window (the build's pre-rendering).
let query: MediaQueryList | undefined;

export function reducedMotionQuery(): MediaQueryList | null {
  if (typeof matchMedia !== 'function') return null;
  return (query ??= matchMedia('(prefers-reduced-motion: reduce)'));
}

export const prefersReducedMotion = (): boolean => reducedMotionQuery()?.matches ?? false;
