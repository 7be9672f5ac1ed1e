// Stand-ins for localStorage in unit tests (they run in Node, without one).

/** Storage kept in a Map; `items` shows what was written. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
}

/** Storage the browser refuses (private mode, a full quota): every call throws. */
export const brokenStorage = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: (): void => {
    throw new Error('full');
  },
  removeItem: (): void => {
    throw new Error('denied');
  },
};
