// Keeps the screen awake while a view shows (useWakeLock.ts), from when the page is first idle: its
// code is not part of the first view.
import { Suspense } from 'react';
import { useIdlePart } from '../ui/idle.ts';
import { lazyPart } from '../ui/retrying.ts';

const WakeLock = lazyPart(() => import('./useWakeLock.ts'));

export function KeepAwake() {
  const ready = useIdlePart('wakeLock');
  return ready ? (
    <Suspense fallback={null}>
      <WakeLock />
    </Suspense>
  ) : null;
}
