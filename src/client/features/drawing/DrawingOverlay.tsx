// Where the drawing layer goes in a slide. Part of the first view, but the layer itself (drauu,
// DOMPurify, the drawings' document) loads only once the page is idle and may have drawings to show
// (drawingsToShow.ts), or at once when drawing mode is switched on.
import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { idlePeriod, useIdlePart } from '../../deck/ui/idle.ts';
import { config } from '../../deck/deck.ts';
import { useDrawingMode, type DrawingView } from './drawingMode.ts';
import { drawingsToShow, watchForDrawings } from './drawingsToShow.ts';
import { useStore } from '../../state/store.ts';

/**
 * The layer's code, then its store (the drawings' Yjs document, what this browser kept), each in an
 * idle period of its own: together they were one long task on a phone.
 */
const DrawingLayer = lazyPart(async () => {
  const layer = await import('./DrawingLayer.tsx');
  await idlePeriod();
  (await import('./deckStore.ts')).getDrawingStore();
  await idlePeriod();
  return layer;
});

export function DrawingOverlay({ no, view }: { no: number; view: DrawingView }) {
  const [drawingOn] = useDrawingMode();
  const ready = useIdlePart('drawing', drawingOn);
  const toShow = useStore(drawingsToShow);
  useEffect(watchForDrawings, []);
  if (!config.drawings.enabled || !ready || !(toShow || drawingOn)) return null;
  return (
    <Suspense fallback={null}>
      <DrawingLayer no={no} view={view} />
    </Suspense>
  );
}
