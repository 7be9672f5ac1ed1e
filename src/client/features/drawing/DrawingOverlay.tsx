// Where the drawing layer goes in a slide. Part of the first view, but the layer itself (drauu,
// DOMPurify) loads only once the page is idle, or at once when drawing mode is switched on.
import { lazy, Suspense, useEffect, useState } from 'react';
import { config } from '../../deck/deck.ts';
import { useDrawingMode, type DrawingView } from './drawingMode.ts';

const DrawingLayer = lazy(() => import('./DrawingLayer.tsx'));

let idleReached = false;

function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(idleReached);
  useEffect(() => {
    if (idle) return;
    const done = () => {
      idleReached = true;
      setIdle(true);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, [idle]);
  return idle;
}

export function DrawingOverlay({ no, view }: { no: number; view: DrawingView }) {
  const [drawingOn] = useDrawingMode();
  const idle = useAfterIdle();
  if (!config.drawings.enabled || !(idle || drawingOn)) return null;
  return (
    <Suspense fallback={null}>
      <DrawingLayer no={no} view={view} />
    </Suspense>
  );
}
