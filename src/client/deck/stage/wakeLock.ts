// Keeps the screen awake while the deck is presented or followed (Screen Wake Lock API): a phone
// following the talk or a laptop on the projector must not dim halfway through a slide. Browsers
// let the lock go whenever the page is hidden, so it is asked for again each time the page shows.
// WebKit (Safari) refuses it until the viewer has pressed a key or touched the page: a refusal is
// asked again at the next such gesture (at once for one that came while the refused request was
// out). Where the API is missing (older browsers, or a plain-http page that is not localhost: it
// needs a secure context) the screen sleeps as it always did, and the viewer is told once.
// <html data-wake-lock> says how it went. Its code comes once the page is idle (KeepAwake.tsx): no
// screen dims within a second of loading.
import { showNotice } from '../ui/notices.ts';

type WakeLockState = 'held' | 'released' | 'refused' | 'unavailable';

/** Events that count as a user gesture (user activation) in every engine. */
const GESTURES = ['pointerdown', 'pointerup', 'keydown'] as const;

/** What the viewer is told: why, and what to do instead. */
export function wakeLockUnavailable(secure: boolean): string {
  const why = secure ? 'this browser cannot keep it awake' : 'keeping it awake needs an https page';
  return `The screen may dim during the talk (${why}): change the device’s sleep setting if it does.`;
}
const TOLD = 'deck:wake-lock-told';

function tellOnce(): void {
  try {
    if (sessionStorage.getItem(TOLD)) return;
    sessionStorage.setItem(TOLD, '1');
  } catch {
    // No storage (a private mode that refuses it): tell each time, which is rare enough.
  }
  showNotice(wakeLockUnavailable(window.isSecureContext));
}

/** Keeps the screen awake until the function it returns is called. */
export function keepScreenAwake(): () => void {
  const root = document.documentElement;
  const note = (state: WakeLockState) => (root.dataset.wakeLock = state);
  if (!('wakeLock' in navigator)) {
    note('unavailable');
    tellOnce();
    return () => void delete root.dataset.wakeLock;
  }
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  /** Asked again while a request was still out (a gesture during the first, gesture-less one). */
  let askedMeanwhile = false;
  let stopped = false;
  const ask = async (): Promise<void> => {
    if (stopped || lock || document.visibilityState !== 'visible') return;
    if (asking) return void (askedMeanwhile = true);
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
      note('refused'); // WebKit before a gesture (asked again at the next), a battery saver, a permissions policy
    } finally {
      asking = false;
    }
    // A key pressed while WebKit was still refusing the request made before it: asked again for that key.
    if (askedMeanwhile) {
      askedMeanwhile = false;
      return ask();
    }
  };
  // Only while not held: asking costs nothing then (ask() returns at once), but a held lock needs no gesture.
  const onGesture = () => {
    if (!lock) void ask();
  };
  void ask();
  document.addEventListener('visibilitychange', ask);
  GESTURES.forEach((name) => window.addEventListener(name, onGesture, { capture: true, passive: true }));
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', ask);
    GESTURES.forEach((name) => window.removeEventListener(name, onGesture, { capture: true }));
    void lock?.release();
    delete root.dataset.wakeLock;
  };
}
