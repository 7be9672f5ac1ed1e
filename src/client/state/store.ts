// The page's one primitive for shared state: a value others can watch (createStore), and a stream
// of events others can hear (createEvents). Every module that used to keep its own listener set
// uses these, so "who is told when this changes" reads the same everywhere.
import { useSyncExternalStore } from 'react';

export interface Events<Args extends unknown[] = []> {
  emit: (...args: Args) => void;
  /** Calls `listener` with every later event; returns a function that stops it. */
  subscribe: (listener: (...args: Args) => void) => () => void;
  /** Whether anyone listens (some senders keep early events until someone does). */
  heard: () => boolean;
  clear: () => void;
}

export function createEvents<Args extends unknown[] = []>(): Events<Args> {
  const listeners = new Set<(...args: Args) => void>();
  return {
    // A copy: a listener that unsubscribes (or subscribes another) while hearing must not skip one.
    emit: (...args) => [...listeners].forEach((listener) => listener(...args)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    heard: () => listeners.size > 0,
    clear: () => listeners.clear(),
  };
}

export interface Store<T> {
  get: () => T;
  /** Replaces the value; listeners hear of it only when it differs (Object.is). */
  set: (value: T) => void;
  update: (change: (value: T) => T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const changed = createEvents();
  const set = (next: T) => {
    if (Object.is(next, value)) return;
    value = next;
    changed.emit();
  };
  return { get: () => value, set, update: (change) => set(change(value)), subscribe: changed.subscribe };
}

/** The store's value, re-rendering the component when it changes. */
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
