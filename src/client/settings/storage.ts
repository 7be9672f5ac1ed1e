// Settings kept in localStorage, shared live between the components (and tabs) that read them.
// Values are read from storage once and kept: components read them on every render, and a
// storage read on each slide change is time the next slide waits for.
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** What storage holds, as last read or written here; another tab's write empties it. */
const known = new Map<string, string | null>();
let watchingOtherTabs = false;

function subscribe(listener: () => void): () => void {
  if (!watchingOtherTabs) {
    watchingOtherTabs = true;
    window.addEventListener('storage', () => {
      known.clear();
      notify();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(key: string): string | null {
  if (known.has(key)) return known.get(key) ?? null;
  let value: string | null = null;
  try {
    value = window.localStorage.getItem(key);
  } catch {
    // storage may be disabled (private mode, sandboxed frames)
  }
  known.set(key, value);
  return value;
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted, but the setting still changes for this page.
  }
  known.set(key, value);
  notify();
}

export function readStored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = read(key);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A setting with a fixed set of string values; anything else in storage reads as the default. */
export function useStored<T extends string>(key: string, allowed: readonly T[], fallback: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(subscribe, () => readStored(key, allowed, fallback));
  const set = useCallback((next: T) => writeStored(key, next), [key]);
  return [value, set];
}
