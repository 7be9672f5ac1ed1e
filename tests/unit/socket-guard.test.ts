// What one sync connection may send, frame by frame (the rules; sync-server.test.ts has them on the wire).
import { describe, expect, it } from 'vitest';
import { MessageKind } from '../../src/node/server/frames.ts';
import { GUARD_LIMITS, SocketGuard } from '../../src/node/server/socket-guard.ts';

describe('SocketGuard', () => {
  it('lets the first login through and holds everything else to a few KiB until the document is admitted', () => {
    const guard = new SocketGuard();
    expect(guard.check('nav', MessageKind.Auth, 200)).toEqual({ pass: true });
    expect(guard.check('nav', MessageKind.Sync, 100)).toEqual({ pass: true });
    // A second login message is not what Hocuspocus waits for: it is held, so it counts.
    let verdict = guard.check('nav', MessageKind.Auth, 200);
    for (let i = 0; verdict.pass && i < 1000; i++) verdict = guard.check('nav', MessageKind.Auth, 1024);
    expect(verdict).toMatchObject({ pass: false, close: true });
    // Another document of the connection has its own allowance, and is unaffected once admitted.
    const other = new SocketGuard();
    other.check('drawings', MessageKind.Auth, 100);
    other.admit('drawings', false);
    expect(other.admitted).toBe(true);
    expect(other.check('drawings', MessageKind.Sync, GUARD_LIMITS.pendingBytes * 2)).toEqual({ pass: true });
    expect(other.check('drawings', MessageKind.Sync, GUARD_LIMITS.attendee.syncBytes + 1)).toMatchObject({ pass: false, close: false });
    expect(other.check('drawings', MessageKind.Sync, 1000)).toEqual({ pass: true });
  });

  it("drops an attendee's presence quietly, meters its requests and document frames, and drops repeated logins", () => {
    let now = 0;
    const guard = new SocketGuard(() => now);
    guard.admit('room', false);
    const limits = GUARD_LIMITS.attendee;
    const passed = (kind: number, size: number, times: number) => Array.from({ length: times }, () => guard.check('room', kind, size).pass).filter(Boolean).length;
    expect(guard.check('room', MessageKind.Awareness, 100)).toMatchObject({ pass: false, close: false, quiet: true });
    now += 1000;
    expect(passed(MessageKind.Stateless, 100, 100)).toBe(limits.stateless.burst);
    expect(guard.check('room', MessageKind.Stateless, limits.statelessBytes + 1)).toMatchObject({ pass: false });
    expect(passed(MessageKind.Sync, 100, 200)).toBe(limits.sync.burst);
    expect(guard.check('room', MessageKind.Auth, 10)).toMatchObject({ pass: false, close: false });
  });

  it("meters the heartbeat apart: a page's pings pass while its requests are held back, and nothing larger passes as one", () => {
    let now = 0;
    const guard = new SocketGuard(() => now);
    guard.admit('nav', false);
    guard.admit('room', false);
    const limits = GUARD_LIMITS.attendee;
    // The requests' allowance is spent…
    while (guard.check('room', MessageKind.Stateless, 100).pass);
    // …and a ping a second still passes, for as long as the page lives.
    for (let second = 0; second < 60; second++, now += 1000) expect(guard.check('nav', MessageKind.Stateless, 12)).toEqual({ pass: true });
    expect(guard.check('nav', MessageKind.Stateless, limits.heartbeatBytes + 1)).toMatchObject({ pass: false, close: false });
    // Faster than a page pings is dropped.
    const passedNow = Array.from({ length: 50 }, () => guard.check('nav', MessageKind.Stateless, 12).pass).filter(Boolean).length;
    expect(passedNow).toBeLessThanOrEqual(limits.heartbeat.burst);
  });

  it('trusts the presenter with rate, within a size for presence', () => {
    const guard = new SocketGuard();
    guard.admit('nav', true);
    expect(Array.from({ length: 500 }, () => guard.check('nav', MessageKind.Awareness, 500).pass).every(Boolean)).toBe(true);
    expect(guard.check('nav', MessageKind.Awareness, GUARD_LIMITS.presenter.awarenessBytes + 1).pass).toBe(false);
  });
});
