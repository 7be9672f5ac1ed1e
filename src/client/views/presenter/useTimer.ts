// The presenter's elapsed-time timer: runs from when the view opens, can pause and reset,
// and survives a reload of the tab (sessionStorage).
import { useCallback, useEffect, useState } from 'react';

interface TimerState {
  /** When the current run started (epoch ms), or null while paused. */
  startedAt: number | null;
  /** Time counted before the current run. */
  banked: number;
}

const KEY = 'deck-presenter-timer';

function load(): TimerState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as TimerState | null;
    if (saved && typeof saved.banked === 'number' && (saved.startedAt === null || typeof saved.startedAt === 'number')) return saved;
  } catch {
    // unreadable: start afresh
  }
  return { startedAt: Date.now(), banked: 0 };
}

function save(state: TimerState): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // not kept across reloads, still runs
  }
}

/** Re-renders once a second, returning the current time. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function useTimer(now: number) {
  const [state, setState] = useState(load);
  useEffect(() => save(state), [state]);

  const elapsed = state.banked + (state.startedAt === null ? 0 : Math.max(0, now - state.startedAt));
  const running = state.startedAt !== null;
  const toggle = useCallback(
    () =>
      setState((s) =>
        s.startedAt === null ? { startedAt: Date.now(), banked: s.banked } : { startedAt: null, banked: s.banked + Date.now() - s.startedAt },
      ),
    [],
  );
  const reset = useCallback(() => setState((s) => ({ startedAt: s.startedAt === null ? null : Date.now(), banked: 0 })), []);
  return { elapsed, running, toggle, reset };
}
