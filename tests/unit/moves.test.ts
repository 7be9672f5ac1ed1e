// The order of presenter moves (src/client/live/moves.ts): views agree on the newest move.
import { describe, expect, it } from 'vitest';
import { isNewer, isStamp, MoveClock } from '../../src/client/live/moves.ts';

describe('move stamps', () => {
  it('orders by time, then by view id, so every view picks the same of two simultaneous moves', () => {
    expect(isNewer({ t: 2, by: 'a' }, { t: 1, by: 'z' })).toBe(true);
    expect(isNewer({ t: 1, by: 'b' }, { t: 1, by: 'a' })).toBe(true);
    expect(isNewer({ t: 1, by: 'a' }, { t: 1, by: 'b' })).toBe(false);
    expect(isNewer({ t: 1, by: 'a' }, { t: 1, by: 'a' })).toBe(false);
    expect(isNewer({ t: 0, by: 'a' }, null)).toBe(true);
  });

  it('stamps a move after everything seen, even when the wall clock is behind', () => {
    let now = 1000;
    const behind = new MoveClock('behind', () => now);
    expect(behind.witness({ t: 50_000, by: 'ahead' })).toBe(true);
    const mine = behind.stamp();
    expect(mine).toEqual({ t: 50_001, by: 'behind' });
    now = 60_000;
    expect(behind.stamp()).toEqual({ t: 60_000, by: 'behind' });
  });

  it('takes each move once, and never one older than a move already taken (late along the slower way)', () => {
    const follower = new MoveClock('follower');
    const moves = [1, 2, 3, 4].map((t) => ({ t, by: 'presenter' }));
    // The tab channel brings 1-4 at once; the server brings them again later.
    expect(moves.map((m) => follower.witness(m))).toEqual([true, true, true, true]);
    expect(moves.map((m) => follower.witness(m))).toEqual([false, false, false, false]);
  });

  it('two presenter tabs pressing at the same moment both end on the same move', () => {
    const a = new MoveClock('tab-a', () => 5);
    const b = new MoveClock('tab-b', () => 5);
    const [fromA, fromB] = [a.stamp(), b.stamp()];
    // Each hears the other's; only the newer one is taken, by both.
    const aTakesB = a.witness(fromB);
    const bTakesA = b.witness(fromA);
    expect([aTakesB, bTakesA]).toEqual([true, false]);
    expect(a.latest).toEqual(b.latest);
  });

  it('reads only well-formed stamps', () => {
    expect(isStamp({ t: 1, by: 'abc' })).toBe(true);
    for (const bad of [null, 1, {}, { t: -1, by: 'a' }, { t: 1.5, by: 'a' }, { t: 1, by: '' }, { t: 1, by: '<x>' }, { t: 1, by: 'a'.repeat(33) }]) expect(isStamp(bad)).toBe(false);
  });
});
