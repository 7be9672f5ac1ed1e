// Settings kept in localStorage, shared live between the components (and tabs) that read them.
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage may be disabled (private mode, sandboxed frames)
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted, but the setting still changes for this page below.
  }
  memory.set(key, value);
  notify();
}

// Values written while storage is unavailable.
const memory = new Map<string, string>();

export function readStored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = read(key) ?? memory.get(key) ?? null;
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A setting with a fixed set of string values; anything else in storage reads as the default. */
export function useStored<T extends string>(key: string, allowed: readonly T[], fallback: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(subscribe, () => readStored(key, allowed, fallback));
  const set = useCallback((next: T) => writeStored(key, next), [key]);
  return [value, set];
}
