// Guards a `:no` route: a bad or out-of-range number redirects to a real slide with a notice.
import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { slides } from '../deck/deck.ts';
import { resolveSlideParam, slidePath } from './route.ts';

export function SlideRoute({ prefix, render }: { prefix: string; render: (no: number) => ReactNode }) {
  const { no } = useParams();
  const [search] = useSearchParams();
  const resolved = resolveSlideParam(no, slides.length);
  if (!resolved.ok) return <Navigate replace to={slidePath(prefix, resolved.no, 0, search)} state={{ notice: resolved.notice }} />;
  return render(resolved.no);
}
