// The audience's screen (stage/screen.ts) and how it travels with a presenter's moves.
import { describe, expect, it } from 'vitest';
import { isScreen, toggledScreen } from '../../src/client/deck/stage/screen.ts';
import { parseNavState } from '../../src/client/live/moves.ts';

describe("the audience's screen", () => {
  it('goes black or white on a key and comes back on the same key; the other key swaps', () => {
    expect(toggledScreen('slides', 'black')).toBe('black');
    expect(toggledScreen('black', 'black')).toBe('slides');
    expect(toggledScreen('black', 'white')).toBe('white');
    expect(toggledScreen('white', 'white')).toBe('slides');
  });

  it('is read from a move only when it is one of the three', () => {
    expect(parseNavState({ no: 2, clicks: 0, screen: 'black' }, 24)?.screen).toBe('black');
    expect(parseNavState({ no: 2, clicks: 0 }, 24)?.screen).toBeUndefined();
    for (const screen of ['red', 1, null, { black: true }, '<img src=x>']) {
      expect(isScreen(screen)).toBe(false);
      expect(parseNavState({ no: 2, clicks: 0, screen }, 24)).toEqual({ no: 2, clicks: 0 });
    }
  });
});
