// Keeps the screen awake while a view shows (wakeLock.ts), from when the page is first idle: its
// code is not part of the first view. It renders nothing, so it is a plain effect, not a lazy part.
import { useEffect } from 'react';
import { onIdle } from '../ui/idle.ts';
import { retrying } from '../ui/retrying.ts';

export function KeepAwake() {
  useEffect(() => {
    let release: (() => void) | undefined;
    let gone = false;
    const cancel = onIdle('wakeLock', () => {
      void retrying(() => import('./wakeLock.ts')).then(({ keepScreenAwake }) => {
        if (!gone) release = keepScreenAwake();
      });
    });
    return () => {
      gone = true;
      cancel();
      release?.();
    };
  }, []);
  return null;
}
