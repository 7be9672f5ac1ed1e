// Keys pressed while the page only looked ready: the pre-rendered first slide shows before the
// app's scripts run, and the boot script (src/node/prerender.ts) keeps the navigation keys pressed
// meanwhile. The app takes them once it listens itself, and plays them in order.

interface Recorder {
  keys: unknown[];
  stop: () => void;
}

export interface EarlyKey {
  key: string;
  shift: boolean;
}

const KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', ' ']);

/** The keys pressed before the app listened, oldest first; the recorder stops. Empty the second time. */
export function takeEarlyKeys(): EarlyKey[] {
  const holder = window as { __deckEarlyKeys?: Recorder };
  const recorder = holder.__deckEarlyKeys;
  if (!recorder) return [];
  delete holder.__deckEarlyKeys;
  recorder.stop();
  return recorder.keys.flatMap((entry) => {
    if (!Array.isArray(entry) || !KEYS.has(entry[0] as string)) return [];
    return [{ key: entry[0] as string, shift: entry[1] === true }];
  });
}
