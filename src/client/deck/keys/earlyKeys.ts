// Keys, taps and swipes made while the page only looked ready: the pre-rendered first slide shows
// before the app's scripts run (on a phone, for most of a second; on a deck of thousands of slides,
// for a second or two on a desktop), and the boot script (src/node/prerender.ts) keeps the navigation
// keys and one-character keys (o, g, d…) pressed meanwhile, and where a tap or swipe went
// (one that leads to the other pre-rendered slide it shows itself, until the app's first render is
// on screen).
// The app takes them once it listens itself, and plays them in order, by its own rules.
import { clickDirection, swipeDirection } from '../../../shared/swipe.ts';

interface Recorder {
  keys: unknown[];
  /** Stops recording; a swipe or click still going is passed to `late` when it ends, not recorded. */
  stop: (late: (entry: unknown) => void) => void;
}

export interface EarlyKey {
  key: string;
  shift: boolean;
  /** The physical key (KeyO), which names a letter on another alphabet's layout. */
  code: string;
}

/** A move made before the app listened: a key, or the move a tap or swipe asks for. */
export type EarlyInput = { kind: 'key'; key: EarlyKey } | { kind: 'move'; move: 'next' | 'prev' | 'nextSlide' | 'prevSlide' };

const KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', ' ']);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** What a recorded entry asks for, by the app's own rules (swipe.ts), or null. */
function readEntry(entry: unknown): EarlyInput | null {
  if (!Array.isArray(entry)) return null;
  const [first, a, b] = entry as unknown[];
  if (first === 'swipe' && finite(a) && finite(b)) {
    const move = swipeDirection(a, b, window.innerWidth, window.innerHeight);
    return move ? { kind: 'move', move } : null;
  }
  if (first === 'click' && finite(a)) {
    // Where the slide is now, as it was then: the app lays it out where the boot script did.
    const canvas = document.querySelector('.canvas')?.getBoundingClientRect();
    return canvas ? { kind: 'move', move: clickDirection(a, canvas.left, canvas.width) } : null;
  }
  const key = typeof first === 'string' && (KEYS.has(first) || [...first].length === 1);
  return key ? { kind: 'key', key: { key: first, shift: a === true, code: typeof b === 'string' ? b : '' } } : null;
}

/**
 * The moves made before the app listened, oldest first; the recorder stops. Empty the second time.
 * A swipe or a mouse click begun on the pre-rendered slide and still going ends where the app does not
 * hear it (the element it began on has been replaced): what it asks for comes to `late` when it ends.
 */
export function takeEarlyInputs(late: (input: EarlyInput) => void): EarlyInput[] {
  const holder = window as { __deckEarlyKeys?: Recorder };
  const recorder = holder.__deckEarlyKeys;
  if (!recorder) return [];
  delete holder.__deckEarlyKeys;
  recorder.stop((entry) => {
    const input = readEntry(entry);
    if (input) late(input);
  });
  return recorder.keys.flatMap((entry) => readEntry(entry) ?? []);
}
