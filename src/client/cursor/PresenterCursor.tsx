// The presenter's pointer, drawn on followers' slides (when they keep it switched on).
import { useEffect, useState } from 'react';
import { useSetting } from '../settings/settings.ts';
import { getSyncBus } from '../sync/bus.ts';
import { parseCursor, type CursorPosition } from './cursor.ts';
import './cursor.css';

export function PresenterCursor({ no }: { no: number }) {
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

  if (!enabled || !position || position.no !== no) return null;
  return <div className="presenter-cursor" aria-hidden="true" style={{ left: position.x, top: position.y }} />;
}
