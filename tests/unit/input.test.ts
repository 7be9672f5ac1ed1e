import { describe, expect, it } from 'vitest';
import { acceptGotoInput, resolveGoto } from '../../src/client/deck/nav/goto.ts';
import { createRepeatGate, repeatDelay } from '../../src/client/deck/keys/repeat.ts';
import { clickDirection, swipeDirection } from '../../src/shared/swipe.ts';
import { cardAfterKey } from '../../src/client/views/controls/overviewKeys.ts';
import type { SlideMeta } from '../../src/shared/types.ts';

describe('repeat gate', () => {
  it('waits max(1000 − 250 × repeats, 150) ms between auto-repeats', () => {
    expect([0, 1, 2, 3, 4, 10].map(repeatDelay)).toEqual([1000, 750, 500, 250, 150, 150]);
    let now = 0;
    const gate = createRepeatGate(() => now);
    expect(gate(false)).toBe(true);
    now = 999;
    expect(gate(true)).toBe(false);
    now = 1000;
    expect(gate(true)).toBe(true);
    now = 1749;
    expect(gate(true)).toBe(false);
    now = 1750;
    expect(gate(true)).toBe(true);
    now = 1751;
    expect(gate(false)).toBe(true); // a fresh press always acts and resets the count
    now = 2751;
    expect(gate(true)).toBe(true);
  });
});

describe('swipes and clicks', () => {
  const [w, h] = [1000, 800];
  it('needs 50 px to recognise a swipe at all', () => {
    expect(swipeDirection(-49, 0, w, h)).toBeNull();
    expect(swipeDirection(0, 49, w, h)).toBeNull();
  });
  it('turns the page horizontally past 30% of the width or 100 px', () => {
    expect(swipeDirection(-101, 0, w, h)).toBe('next');
    expect(swipeDirection(101, 0, w, h)).toBe('prev');
    expect(swipeDirection(-100, 0, w, h)).toBeNull();
    expect(swipeDirection(-90, 0, 250, h)).toBe('next'); // 36% of a narrow window
  });
  it('moves between slides vertically past 40% of the height or 200 px, skipping click steps', () => {
    expect(swipeDirection(0, -201, w, h)).toBe('nextSlide');
    expect(swipeDirection(0, 201, w, h)).toBe('prevSlide');
    expect(swipeDirection(0, -199, w, h)).toBeNull();
    expect(swipeDirection(0, -170, w, 400)).toBe('nextSlide'); // 42% of a short window
    expect(swipeDirection(-60, -250, w, h)).toBe('nextSlide'); // mostly vertical
  });
  it('splits slide clicks at 60% of the width', () => {
    expect(clickDirection(161, 100, 100)).toBe('next');
    expect(clickDirection(160, 100, 100)).toBe('prev');
  });
});

describe('go-to input', () => {
  const slides = [1, 2, 3].map((no) => ({ no, frontmatter: no === 2 ? { routeAlias: 'intro' } : {} }) as SlideMeta);
  it('keeps input only when it starts with a digit or slash', () => {
    expect(acceptGotoInput('a1')).toBe('');
    expect(acceptGotoInput('12')).toBe('12');
    expect(acceptGotoInput('/x')).toBe('/x');
  });
  it('accepts numbers 1..total and paths of existing slides', () => {
    expect(resolveGoto('2', slides, 2)).toBe(2);
    expect(resolveGoto('3', slides, 2)).toBeUndefined();
    expect(resolveGoto('0', slides, 2)).toBeUndefined();
    expect(resolveGoto('/3', slides, 2)).toBe(3);
    expect(resolveGoto('/intro', slides, 2)).toBe(2);
    expect(resolveGoto('/9', slides, 2)).toBeUndefined();
    expect(resolveGoto('1x', slides, 2)).toBeUndefined();
  });
});

describe('overview keys', () => {
  it('moves by one card left and right, by a row up and down, and to the ends with Home and End', () => {
    // 24 cards in rows of 5: the last row holds 4.
    expect(cardAfterKey('ArrowRight', 1, 24, 5)).toBe(2);
    expect(cardAfterKey('ArrowLeft', 1, 24, 5)).toBe(0);
    expect(cardAfterKey('ArrowLeft', 0, 24, 5)).toBe(0);
    expect(cardAfterKey('ArrowRight', 23, 24, 5)).toBe(23);
    expect(cardAfterKey('ArrowDown', 1, 24, 5)).toBe(6);
    expect(cardAfterKey('ArrowUp', 6, 24, 5)).toBe(1);
    expect(cardAfterKey('ArrowUp', 3, 24, 5)).toBe(3);
    expect(cardAfterKey('ArrowDown', 19, 24, 5)).toBe(19); // nothing below in the short last row
    expect(cardAfterKey('ArrowDown', 18, 24, 5)).toBe(23);
    expect(cardAfterKey('Home', 13, 24, 5)).toBe(0);
    expect(cardAfterKey('End', 2, 24, 5)).toBe(23);
    expect(cardAfterKey('Enter', 2, 24, 5)).toBeNull();
    expect(cardAfterKey('ArrowDown', 0, 24, 1)).toBe(1); // one column on a phone
  });
});
