// Holding an arrow key moves slowly at first, then faster: each auto-repeat waits
// max(1000 − 250 × repeats, 150) ms after the last step it took.

export const repeatDelay = (repeats: number) => Math.max(1000 - 250 * repeats, 150);

export function createRepeatGate(now: () => number = () => performance.now()) {
  let last = -Infinity;
  let repeats = 0;
  /** Whether a key press (auto-repeated or not) may act now. */
  return (isRepeat: boolean): boolean => {
    const time = now();
    if (!isRepeat) {
      repeats = 0;
      last = time;
      return true;
    }
    if (time - last < repeatDelay(repeats)) return false;
    repeats++;
    last = time;
    return true;
  };
}
