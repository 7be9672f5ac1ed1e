// The presenter's pointer, drawn on followers' slides: the cursor (when they keep it switched on),
// or the laser, which shows whatever that setting says (the presenter points at something on purpose).
import { memo, useEffect, useState } from 'react';
import { useSetting } from '../../deck/settings/settings.ts';
import { getSyncBus } from '../../live/bus.ts';
import { parseCursor, type CursorPosition } from './cursor.ts';
import { LaserPointer } from './LaserPointer.tsx';
import './cursor.css';

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
  return (
    <>
      {enabled && here && !here.laser && <div className="presenter-cursor" aria-hidden="true" style={{ left: here.x, top: here.y }} />}
      <LaserPointer at={here?.laser ? here : null} />
    </>
  );
});
