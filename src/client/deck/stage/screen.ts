// What the audience's screens show: the slides, or nothing at all (black or white) while the
// speaker wants the room's eyes — `b` / `.` and `w`, as in PowerPoint and reveal.js. It is
// navigation-like state: a presenter's choice travels with its moves (sync/useSyncedPosition.ts),
// so every follower goes dark with the main screen, and one that joins late finds it dark too.
import { createStore, useStore } from '../../state/store.ts';

export type Screen = 'slides' | 'black' | 'white';

export const isScreen = (value: unknown): value is Screen => value === 'slides' || value === 'black' || value === 'white';

/** Pressing the key of the screen already shown brings the slides back; the other one swaps. */
export const toggledScreen = (current: Screen, pressed: Exclude<Screen, 'slides'>): Screen => (current === pressed ? 'slides' : pressed);

const shown = createStore<Screen>('slides');

/** Whether the change being made came from another view (so it is not announced back). */
let taking = false;

export const currentScreen = shown.get;

/** This view's own choice: announced to the others (useSyncedPosition). */
export const setScreen = (next: Screen): void => shown.set(next);

/** A choice made elsewhere (the presenter, another tab): shown here, not announced back. */
export function takeScreen(next: Screen): void {
  taking = true;
  try {
    shown.set(next);
  } finally {
    taking = false;
  }
}

/** Calls `listener` when this view itself changes the screen. */
export const onOwnScreenChange = (listener: () => void): (() => void) =>
  shown.subscribe(() => {
    if (!taking) listener();
  });

export const useScreen = (): Screen => useStore(shown);
