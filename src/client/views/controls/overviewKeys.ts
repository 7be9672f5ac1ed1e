// Where the overview's keyboard focus goes: a pure rule, so it is tested without a browser.

/** The card an arrow key (or Home, End) moves to from card `at` of `count`, in a grid of `columns`; null for other keys. */
export function cardAfterKey(key: string, at: number, count: number, columns: number): number | null {
  const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, ArrowDown: at + columns, ArrowUp: at - columns, Home: 0, End: count - 1 };
  const to = moves[key];
  if (to === undefined) return null;
  // A row down from the last, shorter row stays put; past either end stops at the end.
  if (key === 'ArrowDown' && to >= count) return at;
  if (key === 'ArrowUp' && to < 0) return at;
  return Math.min(Math.max(to, 0), count - 1);
}
