// The drawing toolbar's place in a view: its code loads only when drawing mode is switched on. Also
// where the viewer hears about their drawing (a stroke the room could not take, drawing turned off).
import { memo, Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { canDrawIn, mayDrawNow, reportDrawingNotice, useAudienceDrawingOpen, useDrawingMode, useDrawingNotice, type DrawingView } from './drawingMode.ts';
import './tools.css';

const DrawingControls = lazyPart(() => import('./DrawingControls.tsx'));

/** How long a message about the viewer's drawing stays. */
const NOTICE_MS = 5000;

function DrawingNotice() {
  const notice = useDrawingNotice();
  const [hidden, setHidden] = useState<number | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setHidden(notice.serial), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const shown = notice && hidden !== notice.serial ? notice.text : null;
  return (
    <div className="notice-region drawing-notice-region" role="status" aria-live="polite">
      {shown && <p className="notice">{shown}</p>}
    </div>
  );
}

export const DrawingTools = memo(function DrawingTools({ view }: { view: DrawingView }) {
  const [on, setOn] = useDrawingMode();
  const audienceOpen = useAudienceDrawingOpen();
  const allowed = mayDrawNow(view, audienceOpen);
  // Drawing mode switched on in the presenter view does not carry over to a view that may not
  // draw, and an attendee's ends when the presenter turns audience drawing off.
  useEffect(() => {
    if (!on || allowed) return;
    setOn(false);
    if (canDrawIn(view)) reportDrawingNotice('The presenter has turned audience drawing off.');
  }, [on, allowed, setOn, view]);
  return (
    <>
      {canDrawIn(view) && <DrawingNotice />}
      {on && allowed && (
        <Suspense fallback={null}>
          <DrawingControls view={view} />
        </Suspense>
      )}
    </>
  );
});
