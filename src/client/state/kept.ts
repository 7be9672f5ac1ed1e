// What the page keeps in localStorage. Each entry is written as {"version": n, "value": …} and read
// through its format, which also reads what earlier versions wrote, so an updated deck keeps a
// viewer's settings and drawings: an entry in an older version is rewritten in the current one on
// load. (Version 0 is what was kept before entries carried a version: the raw text.)
import { createStore, type Store } from './store.ts';

export interface KeptFormat<T> {
  key: string;
  version: number;
  /** The value written under `version` (this format's or an earlier one), or undefined if unusable. */
  read: (value: unknown, version: number) => T | undefined;
  /**
   * Keys an earlier version kept this under, one value each. When `key` holds nothing they are read
   * together as version 0, `{ [key]: raw text or null }`, and removed once the value is migrated.
   */
  formerKeys?: readonly string[];
}

export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it is disabled (private mode, sandboxed frames). */
export function browserStorage(): KeptStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function unwrap(text: string): { value: unknown; version: number } {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'object' && data !== null && 'version' in data && 'value' in data && Number.isInteger(data.version)) {
      return { value: data.value, version: Number(data.version) };
    }
  } catch {
    // Not JSON: a raw value from before entries carried a version.
  }
  return { value: text, version: 0 };
}

export function saveKept<T>(format: KeptFormat<T>, value: T, storage = browserStorage()): void {
  try {
    storage?.setItem(format.key, JSON.stringify({ version: format.version, value }));
  } catch {
    // Storage full or disabled: the value lives on in memory for this page.
  }
}

/** The kept value, migrated to the current version; undefined when nothing usable is kept. */
export function loadKept<T>(format: KeptFormat<T>, storage = browserStorage()): T | undefined {
  if (!storage) return undefined;
  try {
    const text = storage.getItem(format.key);
    const former = text === null ? formerValues(format, storage) : undefined;
    if (text === null && !former) return undefined;
    const { value, version } = text === null ? { value: former, version: 0 } : unwrap(text);
    // Written by a newer deck (another tab after an update): not ours to read or to overwrite.
    if (version > format.version) return undefined;
    const result = format.read(value, version);
    if (result !== undefined && version < format.version) {
      saveKept(format, result, storage);
      format.formerKeys?.forEach((key) => storage.removeItem(key));
    }
    return result;
  } catch {
    return undefined;
  }
}

function formerValues(format: KeptFormat<unknown>, storage: KeptStorage): Record<string, string | null> | undefined {
  const values = Object.fromEntries((format.formerKeys ?? []).map((key) => [key, storage.getItem(key)]));
  return Object.values(values).some((value) => value !== null) ? values : undefined;
}

/**
 * A store whose value is kept: read on creation, written on every change, and reread when another
 * tab of the same deck changes it.
 */
export function keptStore<T>(format: KeptFormat<T>, fallback: T): Store<T> {
  const store = createStore(loadKept(format) ?? fallback);
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === format.key || event.key === null) store.set(loadKept(format) ?? fallback);
    });
  }
  const set = (value: T) => {
    if (Object.is(value, store.get())) return;
    saveKept(format, value);
    store.set(value);
  };
  return { ...store, set, update: (change) => set(change(store.get())) };
}
