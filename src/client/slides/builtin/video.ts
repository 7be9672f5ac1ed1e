// <SlidevVideo>'s rules, as Slidev's documentation gives them: what the video does when its slide
// (and its click step, with `v-click`) is shown or left. `autoplay`: true plays each time it is
// shown, 'once' only until it has played; `autoreset`: 'slide' goes back to its start when its slide
// is left, 'click' whenever it is hidden (its click step left too).

export type Autoplay = boolean | 'once';
export type Autoreset = 'slide' | 'click' | undefined;

export function autoplayOf(value: unknown): Autoplay {
  if (value === 'once') return 'once';
  return value === true || value === '' || value === 'true' || value === 'autoplay';
}

export function autoresetOf(value: unknown): Autoreset {
  return value === 'slide' || value === 'click' ? value : undefined;
}

export interface VideoState {
  /** Its slide is the one shown, in the play or presenter view. */
  onSlide: boolean;
  /** Its click step is reached (always, without v-click). */
  clickShown: boolean;
}

export type VideoAction = { play: boolean; pause: boolean; reset: boolean };

/** What to do when the state becomes `now`; `played`: it has played before. */
export function videoAction(now: VideoState, autoplay: Autoplay, autoreset: Autoreset, played: boolean): VideoAction {
  if (now.onSlide && now.clickShown) return { play: autoplay === true || (autoplay === 'once' && !played), pause: false, reset: false };
  return { play: false, pause: true, reset: autoreset === 'click' || (autoreset === 'slide' && !now.onSlide) };
}

/** Where a printed (or thumbnail) video stands: `printTimestamp` ('last': its end), else `timestamp`. */
export function printTime(printTimestamp: unknown, timestamp: unknown, duration: number): number {
  const chosen = printTimestamp ?? timestamp ?? 0;
  if (chosen === 'last') return Number.isFinite(duration) ? duration : 0;
  const n = Number(chosen);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
