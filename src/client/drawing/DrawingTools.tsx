// The drawing toolbar's place in a view: its code loads only when drawing mode is switched on.
import { lazy, Suspense, useEffect } from 'react';
import { canDrawIn, useDrawingMode, type DrawingView } from './drawingMode.ts';

const DrawingControls = lazy(() => import('./DrawingControls.tsx'));

export function DrawingTools({ view }: { view: DrawingView }) {
  const [on, setOn] = useDrawingMode();
  const allowed = canDrawIn(view);
  // Drawing mode switched on in the presenter view does not carry over to a view that may not draw.
  useEffect(() => {
    if (on && !allowed) setOn(false);
  }, [on, allowed, setOn]);
  if (!on || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <DrawingControls />
    </Suspense>
  );
}
