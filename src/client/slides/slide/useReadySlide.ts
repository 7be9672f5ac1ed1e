// Which slide a view shows while the one asked for still loads: the previous one, whole, until the
// new one can paint whole (never a frame of its footer alone, never an empty canvas).
import { useEffect, useState } from 'react';
import { isSlideLoaded, loadSlide } from '../../deck/deck.ts';

export interface SlidePosition {
  no: number;
  clicks: number;
}

export function useReadySlide(no: number, clicks: number): SlidePosition {
  const ready = isSlideLoaded(no);
  const [shown, setShown] = useState<SlidePosition>({ no, clicks });
  const [, setLoaded] = useState(0);
  // Remembered as shown once it can be: the render adjusts its own state (React's pattern for this).
  if (ready && (shown.no !== no || shown.clicks !== clicks)) setShown({ no, clicks });
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadSlide(no).then(() => current && setLoaded((n) => n + 1));
    return () => {
      current = false;
    };
  }, [no, ready]);
  return ready ? { no, clicks } : shown;
}
