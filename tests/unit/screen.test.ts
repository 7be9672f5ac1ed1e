// The audience's screen (stage/screen.ts) and how it travels with a presenter's moves.
import { describe, expect, it } from 'vitest';
import { isScreen, toggledScreen } from '../../src/client/deck/stage/screen.ts';
import { parseNavState } from '../../src/client/live/moves.ts';
import { mainScreenName, mainScreenShows } from '../../src/client/features/room/mainScreen.ts';

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

describe('what the main screen shows, in words for the presenter', () => {
  const question = { id: 'q1', text: 'What about MySQL?', at: 1, votes: 0, mine: false, voted: false, answered: false, hidden: false };
  const named = (screen: Parameters<typeof mainScreenShows>[0], joinShown: boolean, spotlight: typeof question | null) => mainScreenName(mainScreenShows(screen, { joinShown, spotlight }));

  it('names the slides, black and white, and a question in the band over either', () => {
    expect(named('slides', false, null)).toBe('Slides');
    expect(named('black', false, null)).toBe('Black');
    expect(named('white', false, null)).toBe('White');
    expect(named('slides', false, question)).toBe('Slides + question');
    expect(named('black', false, question)).toBe('Black + question');
  });

  it('says the join code whenever it is shown: it covers the whole screen, a black one and a question too', () => {
    expect(named('slides', true, null)).toBe('Join code');
    expect(named('black', true, question)).toBe('Join code');
  });
});
