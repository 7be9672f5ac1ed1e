// Mounting drauu on the layer's <svg>, with SPEC §8's mounting errors as clear messages rather than
// exceptions: the layer shows the message and the slide keeps working.
import type { Drauu } from 'drauu';

export const MOUNT_ERRORS = {
  alreadyMounted: 'Drawing is unavailable: the drawing layer is already mounted (unmount it before mounting it again).',
  notFound: 'Drawing is unavailable: the drawing layer’s target element was not found.',
  notSvg: 'Drawing is unavailable: the drawing layer can only be mounted on an SVG element.',
  noSvgPoint: 'Drawing is unavailable: the drawing layer’s SVG element needs the createSVGPoint method (create it with document.createElementNS).',
} as const;

/** What stops `drauu` from mounting on `target`, or null when it can. */
export function mountProblem(target: unknown, alreadyMounted: boolean): string | null {
  if (alreadyMounted) return MOUNT_ERRORS.alreadyMounted;
  if (typeof target !== 'object' || target === null) return MOUNT_ERRORS.notFound;
  const { tagName, createSVGPoint } = target as { tagName?: unknown; createSVGPoint?: unknown };
  if (typeof tagName !== 'string' || tagName.toLowerCase() !== 'svg') return MOUNT_ERRORS.notSvg;
  if (typeof createSVGPoint !== 'function') return MOUNT_ERRORS.noSvgPoint;
  return null;
}

/**
 * Mounts `drauu` on `target`, listening for pointers on `eventTarget` (by default the target).
 * Returns null on success, else the message to show.
 */
export function mountDrawing(drauu: Drauu, target: unknown, eventTarget?: Element | null, listenWindow?: Window): string | null {
  const problem = mountProblem(target, drauu.mounted);
  if (problem) return problem;
  try {
    drauu.mount(target as SVGSVGElement, eventTarget ?? undefined, listenWindow);
    return null;
  } catch (error) {
    return `Drawing is unavailable: ${error instanceof Error ? error.message.replace(/^\[drauu\] /, '') : String(error)}`;
  }
}
