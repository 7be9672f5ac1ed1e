// The deck's navigation rules (SPEC §4, Slidev's semantics), without a browser.
import { describe, expect, it } from 'vitest';
import { clamp, everyStep, go, hasNext, hasPrev, next, nextSlide, prev, prevSlide } from '../../src/shared/navigation.ts';

// Four slides: no steps, two steps, one step, and an end slide without steps.
const deck = [0, 2, 1, 0];

describe('navigation', () => {
  it('→ steps through a slide\'s clicks, then to the next slide at step 0', () => {
    expect(next(deck, { no: 1, clicks: 0 })).toEqual({ no: 2, clicks: 0 });
    expect(next(deck, { no: 2, clicks: 0 })).toEqual({ no: 2, clicks: 1 });
    expect(next(deck, { no: 2, clicks: 1 })).toEqual({ no: 2, clicks: 2 });
    expect(next(deck, { no: 2, clicks: 2 })).toEqual({ no: 3, clicks: 0 });
  });

  it('← steps back, and from step 0 lands on the previous slide\'s last step', () => {
    expect(prev(deck, { no: 3, clicks: 1 })).toEqual({ no: 3, clicks: 0 });
    expect(prev(deck, { no: 3, clicks: 0 })).toEqual({ no: 2, clicks: 2 });
    expect(prev(deck, { no: 2, clicks: 0 })).toEqual({ no: 1, clicks: 0 });
  });

  it('↓ and ↑ move whole slides and land on step 0', () => {
    expect(nextSlide(deck, { no: 2, clicks: 1 })).toEqual({ no: 3, clicks: 0 });
    expect(prevSlide(deck, { no: 3, clicks: 1 })).toEqual({ no: 2, clicks: 0 });
  });

  it('does not wrap at either end', () => {
    expect(next(deck, { no: 4, clicks: 0 })).toEqual({ no: 4, clicks: 0 });
    expect(nextSlide(deck, { no: 4, clicks: 0 })).toEqual({ no: 4, clicks: 0 });
    expect(prev(deck, { no: 1, clicks: 0 })).toEqual({ no: 1, clicks: 0 });
    expect(prevSlide(deck, { no: 1, clicks: 0 })).toEqual({ no: 1, clicks: 0 });
    expect(hasNext(deck, { no: 4, clicks: 0 })).toBe(false);
    expect(hasNext(deck, { no: 3, clicks: 1 })).toBe(true);
    expect(hasPrev({ no: 1, clicks: 0 })).toBe(false);
    expect(hasPrev({ no: 1, clicks: 1 })).toBe(true);
  });

  it('go and clamp bring any slide and step into the deck', () => {
    expect(go(deck, 2, 5)).toEqual({ no: 2, clicks: 2 });
    expect(go(deck, 99)).toEqual({ no: 4, clicks: 0 });
    expect(go(deck, 0, -3)).toEqual({ no: 1, clicks: 0 });
    expect(clamp(deck, { no: Number.NaN, clicks: Number.NaN })).toEqual({ no: 1, clicks: 0 });
    expect(clamp(deck, { no: 2.7, clicks: 1.2 })).toEqual({ no: 2, clicks: 1 });
  });

  it('passes through every position in order, the printout with clicks included', () => {
    expect(everyStep(deck)).toEqual([
      { no: 1, clicks: 0 },
      { no: 2, clicks: 0 },
      { no: 2, clicks: 1 },
      { no: 2, clicks: 2 },
      { no: 3, clicks: 0 },
      { no: 3, clicks: 1 },
      { no: 4, clicks: 0 },
    ]);
    // Walking → from the first position visits exactly these.
    const walked = [{ no: 1, clicks: 0 }];
    for (let i = 0; i < 10; i++) walked.push(next(deck, walked.at(-1) ?? { no: 1, clicks: 0 }));
    expect(walked.slice(0, 7)).toEqual(everyStep(deck));
  });
});
