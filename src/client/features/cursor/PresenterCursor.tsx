// The presenter's pointer, drawn on followers' slides: the cursor (when they keep it switched on),
// or the laser, which shows whatever that setting says (the presenter points at something on purpose).
// The laser's drawing loads once the page is idle, or when the presenter first points: not in the first view.
import { memo, Suspense, useEffect, useState } from 'react';
import { useSetting } from '../../deck/settings/settings.ts';
import { useIdlePart } from '../../deck/ui/idle.ts';
import { lazyPart } from '../../deck/ui/retrying.ts';
import { getSyncBus } from '../../live/bus.ts';
import { parseCursor, type CursorPosition } from './cursor.ts';
import './cursor.css';

const LaserPointer = lazyPart(() => import('./LaserPointer.tsx').then((module) => ({ default: module.LaserPointer })));

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

  const here = position?.no === no ? position : null;
  const laserReady = useIdlePart('room', Boolean(here?.laser));
  return (
    <>
      {enabled && here && !here.laser && <div className="presenter-cursor" aria-hidden="true" style={{ left: here.x, top: here.y }} />}
      {laserReady && (
        <Suspense fallback={null}>
          <LaserPointer at={here?.laser ? here : null} />
        </Suspense>
      )}
    </>
  );
});
