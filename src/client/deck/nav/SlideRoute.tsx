// Guards a slide route: a bad or out-of-range number redirects to a real slide with a notice, and
// a good one written otherwise (" 7", "007") to how the deck writes it.
import type { ReactNode } from 'react';
import { countedTotal, slides } from '../deck.ts';
import { currentLocation, Navigate } from '../router/router.tsx';
import { resolveSlideParam, slidePath } from './route.ts';

export function SlideRoute({ param, prefix, render }: { param: string; prefix: string; render: (no: number) => ReactNode }) {
  // The query is read, not watched: this route renders anew only when its path changes (not on every click step).
  const search = new URLSearchParams(currentLocation().search);
  const resolved = resolveSlideParam(param, slides.length, countedTotal);
  if (!resolved.ok) return <Navigate replace to={slidePath(prefix, resolved.no, 0, search)} state={{ notice: resolved.notice }} />;
  if (param !== String(resolved.no)) return <Navigate replace to={`${prefix}/${resolved.no}${search.size ? `?${search}` : ''}`} />;
  return render(resolved.no);
}
