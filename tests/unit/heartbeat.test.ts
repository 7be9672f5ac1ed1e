// The page's heartbeat timing (src/client/live/heartbeat.ts), on a clock the test turns.
import { describe, expect, it } from 'vitest';
import { startHeartbeat, type SocketState } from '../../src/client/live/heartbeat.ts';
import { HEARTBEAT } from '../../src/shared/live.ts';

function harness() {
  let now = 1_000_000;
  let tick: (() => void) | undefined;
  let tickMs = 0;
  let state: SocketState = 'connecting';
  let heard = 0;
  const pings: number[] = [];
  const abandoned: [number, string][] = [];
  const beat = startHeartbeat(
    { state: () => state, lastHeard: () => heard, ping: () => pings.push(now), abandon: (why) => abandoned.push([now, why]) },
    HEARTBEAT,
    {
      now: () => now,
      every: (fn, ms) => {
        tick = fn;
        tickMs = ms;
        return () => (tick = undefined);
      },
    },
  );
  /** Lets `ms` pass, tick by tick; `answer`: the server answers each ping at once. */
  const pass = (ms: number, answer = false) => {
    for (let left = ms; left > 0; left -= tickMs) {
      now += Math.min(tickMs, left);
      tick?.();
      if (answer && pings.at(-1) === now) heard = now;
    }
  };
  /** One tick after `ms` without any: the page was busy (a long task, a frozen tab). */
  const jump = (ms: number) => {
    now += ms;
    tick?.();
  };
  return {
    beat,
    jump,
    pings,
    abandoned,
    pass,
    set: (next: SocketState) => {
      state = next;
      beat.changed();
    },
    hear: () => (heard = now),
    get now() {
      return now;
    },
  };
}

describe('the heartbeat', () => {
  it('pings once a second while connected, and keeps a link that answers', () => {
    const h = harness();
    h.set('connected');
    h.hear();
    h.pass(60_000, true);
    expect(h.pings.length).toBeGreaterThanOrEqual(55);
    expect(h.pings.length).toBeLessThanOrEqual(61);
    expect(h.abandoned).toEqual([]);
  });

  it('gives a silent link up after silentMs, well within 5 s', () => {
    const h = harness();
    h.set('connected');
    h.hear();
    const stalled = h.now;
    h.pass(10_000); // nothing arrives any more
    expect(h.abandoned.length).toBeGreaterThanOrEqual(1);
    const [[at, why] = [0, '']] = h.abandoned;
    expect(why).toBe('the server went silent');
    expect(at - stalled).toBeGreaterThan(HEARTBEAT.silentMs);
    expect(at - stalled).toBeLessThanOrEqual(HEARTBEAT.silentMs + HEARTBEAT.everyMs);
    expect(at - stalled).toBeLessThan(5000);
  });

  it('abandons an attempt to connect that hangs, and leaves one that is merely slow under connectMs', () => {
    const h = harness();
    h.set('connecting');
    h.pass(HEARTBEAT.connectMs - 200);
    expect(h.abandoned).toEqual([]);
    h.pass(1000);
    expect(h.abandoned.map(([, why]) => why)).toEqual(['the connection did not open in time']);
    // Disconnected (waiting to try again): nothing to judge, nothing sent.
    h.set('disconnected');
    h.pass(10_000);
    expect(h.abandoned).toHaveLength(1);
    expect(h.pings).toEqual([]);
  });

  it('waits twice as long for the attempts after one did not open, so a slow network still gets in, and starts afresh once connected', () => {
    const h = harness();
    const gaps: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      h.set('connecting');
      const started = h.now;
      const before = h.abandoned.length;
      while (h.abandoned.length === before) h.pass(50);
      gaps.push(h.now - started);
      h.set('disconnected');
    }
    expect(gaps.map((gap) => Math.round(gap / HEARTBEAT.connectMs))).toEqual([1, 2, 2, 2]);
    h.set('connecting');
    h.set('connected');
    h.set('disconnected');
    h.set('connecting');
    const started = h.now;
    const before = h.abandoned.length;
    while (h.abandoned.length === before) h.pass(50);
    expect(Math.round((h.now - started) / HEARTBEAT.connectMs)).toBe(1);
  });

  it('judges nothing on a tick that came late (the page itself was busy), and counts silence afresh after it', () => {
    const h = harness();
    h.set('connected');
    h.hear();
    h.pass(1000, true);
    // The page's main thread was blocked for 8 s: frames that came meanwhile may not be read yet.
    h.jump(8000);
    expect(h.abandoned).toEqual([]);
    h.hear();
    h.pass(2000, true);
    expect(h.abandoned).toEqual([]);
  });

  it('stops', () => {
    const h = harness();
    h.set('connected');
    h.beat.stop();
    h.pass(10_000);
    expect(h.pings).toEqual([]);
    expect(h.abandoned).toEqual([]);
  });
});
