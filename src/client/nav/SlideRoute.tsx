// Guards a slide route: a bad or out-of-range number redirects to a real slide with a notice.
import type { ReactNode } from 'react';
import { slides } from '../deck/deck.ts';
import { Navigate, useSearchParams } from '../router/router.tsx';
import { resolveSlideParam, slidePath } from './route.ts';

export function SlideRoute({ param, prefix, render }: { param: string; prefix: string; render: (no: number) => ReactNode }) {
  const [search] = useSearchParams();
  const resolved = resolveSlideParam(param, slides.length);
  if (!resolved.ok) return <Navigate replace to={slidePath(prefix, resolved.no, 0, search)} state={{ notice: resolved.notice }} />;
  return render(resolved.no);
}
