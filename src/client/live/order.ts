// The order of the presenter's moves. A move reaches a view along two ways (the tab channel and
// the deck server), which can deliver moves in different orders; and two presenter tabs can move at
// the same moment. So every move a presenter publishes carries a stamp — a hybrid logical clock
// (the wall clock, but always past every stamp this view has seen) and the publishing view's id —
// and a view takes a move only when its stamp is newer than the last one it took. Every view then
// ends on the same move: the one with the newest stamp.

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
