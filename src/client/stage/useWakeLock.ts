// Keeps the screen awake while the deck is presented or followed (Screen Wake Lock API): a phone
// following the talk or a laptop on the projector must not dim halfway through a slide. Browsers
// let the lock go whenever the page is hidden, so it is asked for again each time the page shows.
// Where the API is missing (older browsers, or a plain-http page that is not localhost: it needs a
// secure context) the screen sleeps as it always did. <html data-wake-lock> says how it went.
import { useEffect } from 'react';

type WakeLockState = 'held' | 'released' | 'refused' | 'unavailable';

export function useWakeLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const note = (state: WakeLockState) => (root.dataset.wakeLock = state);
    if (!('wakeLock' in navigator)) return void note('unavailable');
    let lock: WakeLockSentinel | null = null;
    let asking = false;
    let stopped = false;
    const ask = async () => {
      if (stopped || asking || lock || document.visibilityState !== 'visible') return;
      asking = true;
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (stopped) return void granted.release();
        lock = granted;
        note('held');
        granted.addEventListener('release', () => {
          lock = null;
          note('released');
        });
      } catch {
        note('refused'); // e.g. a battery saver, or a permissions policy
      } finally {
        asking = false;
      }
    };
    void ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', ask);
      void lock?.release();
      delete root.dataset.wakeLock;
    };
  }, []);
}
