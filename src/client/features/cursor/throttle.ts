// Limits how often the presenter's pointer is sent: presence goes to every follower, and a pointer
// event per frame (60–120 a second on fast screens) would multiply the server's work for nothing.
// The first change goes at once; later ones wait their turn, and only the newest of them is sent.

/** The fewest milliseconds between two sends: at most 30 a second. */
export const SEND_INTERVAL = Math.ceil(1000 / 30);

export interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

export interface Throttle<T> {
  /** Sends `value` now if the last send is old enough, else the newest value when it is. */
  push: (value: T) => void;
  /** Drops a value still waiting to go. */
  cancel: () => void;
}

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export function createThrottle<T>(send: (value: T) => void, interval = SEND_INTERVAL, clock: Clock = realClock): Throttle<T> {
  let lastSent = -Infinity;
  let timer: unknown = null;
  let pending: { value: T } | null = null;

  const flush = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    lastSent = clock.now();
    send(value);
  };

  return {
    push: (value) => {
      pending = { value };
      if (timer !== null) return; // the waiting send takes the newest value
      const wait = lastSent + interval - clock.now();
      if (wait <= 0) flush();
      else timer = clock.setTimeout(flush, wait);
    },
    cancel: () => {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
