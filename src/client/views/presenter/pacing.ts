// Pacing rules for the presenter's countdown (headmatter `duration`), pure so they are unit-tested:
// how much time is left (or how far over), and whether the presenter is ahead of or behind an even
// pace through the slides, in words as well as a state the view colours.
//
// An even pace gives every counted slide the same share of the talk, and each click step of a slide
// the same part of that share. Being at a step is on pace while the time elapsed lies inside that
// step's part, give or take ON_PACE_SLACK_MS; before it the presenter is ahead, after it behind.

/** How far outside the current step's share still reads as "on pace". */
export const ON_PACE_SLACK_MS = 30_000;

export interface PacePosition {
  /** 1-based slide number. */
  no: number;
  /** Click step shown on that slide, 0 before the first click. */
  clicks: number;
  /** The slide's number of click steps. */
  clicksTotal: number;
}

export type PaceState = 'ahead' | 'on' | 'behind';

export interface Pace {
  state: PaceState;
  /** How far ahead or behind, in ms (0 when on pace). */
  by: number;
}

/**
 * Slide `no` of the deck as a position among the counted slides (`counted[i]` for slide i + 1): a
 * slide that is not counted (the end slide) stands where the next counted one would begin.
 */
export function countedPosition(counted: readonly boolean[], no: number, clicks: number, clicksTotal: number): PacePosition {
  const before = counted.slice(0, Math.max(0, no - 1)).filter(Boolean).length;
  return counted[no - 1] === false ? { no: before + 1, clicks: 0, clicksTotal: 0 } : { no: before + 1, clicks, clicksTotal };
}

/** When an even pace reaches this step and when it leaves it, in ms from the start. */
export function plannedWindow(position: PacePosition, slides: number, durationMs: number): { start: number; end: number } {
  if (slides <= 0) return { start: 0, end: durationMs };
  // Slides past the counted ones (the end slide) are where the plan ends.
  if (position.no > slides) return { start: durationMs, end: durationMs };
  const share = durationMs / slides;
  const steps = Math.max(0, position.clicksTotal) + 1;
  const step = Math.min(Math.max(0, position.clicks), steps - 1);
  const slideStart = (Math.max(1, position.no) - 1) * share;
  return { start: slideStart + (share * step) / steps, end: slideStart + (share * (step + 1)) / steps };
}

/** Ahead, on pace or behind, comparing the time elapsed with the plan for where the presenter is. */
export function pace(elapsedMs: number, position: PacePosition, slides: number, durationMs: number): Pace {
  const { start, end } = plannedWindow(position, slides, durationMs);
  if (elapsedMs < start - ON_PACE_SLACK_MS) return { state: 'ahead', by: start - elapsedMs };
  if (elapsedMs > end + ON_PACE_SLACK_MS) return { state: 'behind', by: elapsedMs - end };
  return { state: 'on', by: 0 };
}

/** "2 min ahead", "on pace", "45 s behind": whole minutes from a minute on, seconds below. */
export function paceWords({ state, by }: Pace): string {
  if (state === 'on') return 'on pace';
  const seconds = Math.round(by / 1000);
  const amount = seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
  return `${amount} ${state}`;
}

/** "m:ss", or "h:mm:ss" past an hour, minutes padded to two digits as the timer always showed them. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * The countdown: the time left ("29:59", rounded up so it starts at the full length and reaches
 * "00:00" at the end), then the time over ("+1:05 over") once a whole second has passed the end.
 */
export function formatCountdown(durationMs: number, elapsedMs: number): { text: string; over: boolean } {
  const left = durationMs - elapsedMs;
  if (left > -1000) return { text: formatElapsed(Math.ceil(Math.max(0, left) / 1000) * 1000), over: false };
  return { text: `+${formatElapsed(-left).replace(/^0(?=\d:)/, '')} over`, over: true };
}
