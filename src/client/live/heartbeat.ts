// The page's side of the heartbeat (src/shared/live.ts): a link whose frames just stop, with nothing
// closed, is noticed within HEARTBEAT.silentMs and abandoned for a new connection, and an attempt
// to connect that hangs is abandoned too, so the page reconnects as soon as the network carries
// frames again. Pure timing over a small view of the socket, so it is tested without a browser.
import { HEARTBEAT } from '../../shared/live.ts';

export type SocketState = 'connected' | 'connecting' | 'disconnected';

export interface HeartbeatSocket {
  state: () => SocketState;
  /** When the last frame of any kind arrived on the current connection (0: none yet). */
  lastHeard: () => number;
  ping: () => void;
  /** Gives the current connection (or attempt) up; the socket connects anew by itself. */
  abandon: (why: string) => void;
}

export interface HeartbeatTimings {
  everyMs: number;
  silentMs: number;
  connectMs: number;
}

/**
 * Watches `socket`; call `changed` whenever its state changes. Returns a stop function.
 * `now` and the timer functions are parameters for tests.
 */
export function startHeartbeat(
  socket: HeartbeatSocket,
  timings: HeartbeatTimings = HEARTBEAT,
  clock: { now: () => number; every: (fn: () => void, ms: number) => () => void } = {
    now: () => Date.now(),
    every: (fn, ms) => {
      const timer = setInterval(fn, ms);
      return () => clearInterval(timer);
    },
  },
): { changed: () => void; stop: () => void } {
  const tickMs = Math.max(50, Math.min(timings.everyMs, timings.silentMs, timings.connectMs) / 4);
  let state: SocketState = socket.state();
  /** When the socket entered its current state. */
  let since = clock.now();
  let lastPing = 0;
  let lastTick = clock.now();
  /**
   * How long an attempt may take to open: doubled after one that did not (once: a network that is
   * merely slow still gets in, and one that comes back is not kept waiting on a lost attempt long).
   */
  let connectMs = timings.connectMs;

  const changed = () => {
    const now = socket.state();
    if (now === state) return;
    state = now;
    since = clock.now();
    lastPing = 0;
    if (state === 'connected') connectMs = timings.connectMs;
  };

  const tick = () => {
    changed();
    const now = clock.now();
    // A tick that comes late means the page itself was busy (or asleep): what arrived meanwhile may
    // still be waiting to be read, so this tick judges nothing.
    const late = now - lastTick > tickMs * 4 + 250;
    lastTick = now;
    if (late) {
      since = Math.max(since, now - tickMs);
      return;
    }
    if (state === 'connecting' && now - since > connectMs) {
      since = now;
      connectMs = timings.connectMs * 2;
      return socket.abandon('the connection did not open in time');
    }
    if (state !== 'connected') return;
    const heard = Math.max(socket.lastHeard(), since);
    if (now - heard > timings.silentMs) {
      since = now;
      return socket.abandon('the server went silent');
    }
    if (now - lastPing >= timings.everyMs) {
      lastPing = now;
      socket.ping();
    }
  };

  const stop = clock.every(tick, tickMs);
  return { changed, stop };
}
