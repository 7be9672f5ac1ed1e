// The presenter's pointer, drawn on followers' slides: the cursor (when they keep it switched on),
// or the laser, which shows whatever that setting says (the presenter points at something on purpose).
// The laser's drawing is rendered from the presenter's first point on a slide this view shows (it
// stays, so the trail fades out when they stop); its code loads once the page is idle, so it is there by then.
import { memo, Suspense, useEffect, useState } from 'react';
import { useSetting } from '../../deck/settings/settings.ts';
import { onIdle } from '../../deck/ui/idle.ts';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { getSyncBus } from '../../live/bus.ts';
import { parseCursor, type CursorPosition } from './cursor.ts';
import './cursor.css';

const laserCode = () => import('./LaserPointer.tsx');
const LaserPointer = lazyPart(() => laserCode().then((module) => ({ default: module.LaserPointer })));

export const PresenterCursor = memo(function PresenterCursor({ no }: { no: number }) {
  const [enabled] = useSetting('presenterCursor');
  const [position, setPosition] = useState<CursorPosition | null>(null);

  useEffect(
    () =>
      getSyncBus().subscribe('cursor', (payload) => {
        const cursor = parseCursor(payload);
        if (cursor !== undefined) setPosition(cursor);
      }),
    [],
  );

  // Asked for early; a failure here is asked again (lazyPart) when the laser first shows.
  useEffect(() => onIdle('room', () => void laserCode().catch(() => undefined)), []);

  const here = position?.no === no ? position : null;
  const [pointedAt, setPointedAt] = useState(false);
  if (here?.laser && !pointedAt) setPointedAt(true);
  return (
    <>
      {enabled && here && !here.laser && <div className="presenter-cursor" aria-hidden="true" style={{ left: here.x, top: here.y }} />}
      {pointedAt && (
        <Suspense fallback={null}>
          <LaserPointer at={here?.laser ? here : null} />
        </Suspense>
      )}
    </>
  );
});
