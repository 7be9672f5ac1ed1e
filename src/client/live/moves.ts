// A presenter's move as it travels between views: where it is, when it was made, the furthest step
// shown and what the audience's screens show; checked here, where it arrives from another tab or device.
//   Its order: a move reaches a view along two ways (the tab channel and the deck server), which can
// deliver moves in different orders, and two presenter tabs can move at the same moment. So every
// move a presenter publishes carries a stamp — a hybrid logical clock (the wall clock, but always
// past every stamp this view has seen) and the publishing view's id — and a view takes a move only
// when its stamp is newer than the last one it took. Every view then ends on the same move: the one
// with the newest stamp.
import type { Position } from '../../shared/navigation.ts';
import { isScreen, type Screen } from '../deck/stage/screen.ts';

export interface Stamp {
  /** Milliseconds, never behind a stamp the publisher had seen. */
  t: number;
  /** The publishing view's id: breaks ties, so views agree on which of two moves came last. */
  by: string;
}

/** Whether stamp `a` is newer than `b` (anything is newer than nothing). */
export function isNewer(a: Stamp, b: Stamp | null): boolean {
  return !b || a.t > b.t || (a.t === b.t && a.by > b.by);
}

export function isStamp(value: unknown): value is Stamp {
  if (typeof value !== 'object' || value === null) return false;
  const { t, by } = value as Record<string, unknown>;
  return Number.isSafeInteger(t) && (t as number) >= 0 && typeof by === 'string' && /^[\w-]{1,32}$/.test(by);
}

/** One view's clock: it stamps this view's moves and remembers the newest stamp seen. */
export class MoveClock {
  private newest: Stamp | null = null;

  constructor(
    readonly id: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The newest stamp seen (published here or received), or null. */
  get latest(): Stamp | null {
    return this.newest;
  }

  /** A stamp for a move made here: after everything seen so far, even with a wall clock behind. */
  stamp(): Stamp {
    const stamp = { t: Math.max(this.now(), (this.newest?.t ?? 0) + 1), by: this.id };
    this.newest = stamp;
    return stamp;
  }

  /** Takes note of a stamp from elsewhere; returns whether it is newer than any seen (so its move should be taken). */
  witness(stamp: Stamp): boolean {
    if (!isNewer(stamp, this.newest)) return false;
    this.newest = stamp;
    return true;
  }
}

export interface NavState {
  no: number;
  clicks: number;
  /** Set on a driving view's moves; a move without one (a tab of a static build) is taken as it comes. */
  stamp?: Stamp;
  /** On a presenter's moves: the furthest step it has shown in this talk (followers go no further). */
  furthest?: Position;
  /** What the audience's screens show (slides, or black / white while the speaker talks). */
  screen?: Screen;
}

const isPosition = (value: unknown): value is Position =>
  typeof value === 'object' && value !== null && Number.isInteger((value as Position).no) && Number.isInteger((value as Position).clicks);

/** A navigation message from elsewhere, or null when it is malformed. */
export function parseNavState(data: unknown, slideCount: number): NavState | null {
  if (typeof data !== 'object' || data === null) return null;
  const { no, clicks, stamp, furthest, screen } = data as Record<string, unknown>;
  if (!Number.isInteger(no) || !Number.isInteger(clicks)) return null;
  if ((no as number) < 1 || (no as number) > slideCount || (clicks as number) < 0) return null;
  if (stamp !== undefined && !isStamp(stamp)) return null;
  const state: NavState = { no: no as number, clicks: clicks as number };
  if (stamp !== undefined) state.stamp = stamp;
  if (isPosition(furthest) && furthest.no >= 1 && furthest.no <= slideCount && furthest.clicks >= 0) state.furthest = { no: furthest.no, clicks: furthest.clicks };
  if (isScreen(screen)) state.screen = screen;
  return state;
}

