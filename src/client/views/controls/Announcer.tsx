import { memo } from 'react';
import { countedTotal, slideAt } from '../../deck/deck.ts';

/** Tells screen readers which slide is showing whenever it changes. */
export const Announcer = memo(function Announcer({ no }: { no: number }) {
  const slide = slideAt(no);
  const place = slide?.counted ? `Slide ${no} of ${countedTotal}` : 'End of the deck';
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {slide?.title ? `${place}: ${slide.title}` : place}
    </div>
  );
});
