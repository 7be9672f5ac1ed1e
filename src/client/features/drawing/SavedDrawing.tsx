// A slide's stored drawing as a still image, for the print view and the PDF export:
// <Slide overlay={<SavedDrawing no={n} />} />.
import { useMemo, useSyncExternalStore } from 'react';
import { config } from '../../deck/deck.ts';
import { canvasHeight, canvasWidth } from '../../deck/canvas.ts';
import { getDrawingStore } from './deckStore.ts';
import { sanitizeDrawing } from './sanitize.ts';
import './drawing.css';

export function SavedDrawing({ no }: { no: number }) {
  const store = getDrawingStore();
  const svg = useSyncExternalStore(store.subscribe, () => store.get(no));
  // The store only holds sanitised or locally drawn markup; sanitising again costs little here.
  const safe = useMemo(() => sanitizeDrawing(svg), [svg]);
  if (!safe || !config.drawings.enabled) return null;
  return (
    <svg
      className="drawing-layer drawing-saved"
      viewBox={`0 0 ${canvasWidth} ${canvasHeight}`}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
