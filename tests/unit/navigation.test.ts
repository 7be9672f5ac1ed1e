// The deck's navigation rules (SPEC §4, Slidev's semantics), without a browser.
import { describe, expect, it } from 'vitest';
import { clamp, everyStep, go, hasNext, hasPrev, next, nextSlide, prev, prevSlide, stepCountsOf } from '../../src/shared/navigation.ts';

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
    expect(hasPrev(deck, { no: 1, clicks: 0 })).toBe(false);
    expect(hasPrev([1], { no: 1, clicks: 1 })).toBe(true);
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

  // Slidev's clicksStart: slide 2 opens with one of its three clicks shown, slide 3 (one click) with all.
  const started = stepCountsOf([{ clicks: 0 }, { clicks: 3, frontmatter: { clicksStart: 1 } }, { clicks: 1, frontmatter: { clicksStart: 5 } }, { clicks: 0 }]);

  it("opens a slide with a clicksStart at that step, whichever way it is come to, and never goes under it", () => {
    expect(next(started, { no: 1, clicks: 0 })).toEqual({ no: 2, clicks: 1 });
    expect(nextSlide(started, { no: 1, clicks: 0 })).toEqual({ no: 2, clicks: 1 });
    expect(prevSlide(started, { no: 3, clicks: 1 })).toEqual({ no: 2, clicks: 1 });
    expect(go(started, 2)).toEqual({ no: 2, clicks: 1 });
    // ← from its first step goes to the slide before, at its last step.
    expect(prev(started, { no: 2, clicks: 2 })).toEqual({ no: 2, clicks: 1 });
    expect(prev(started, { no: 2, clicks: 1 })).toEqual({ no: 1, clicks: 0 });
    expect(hasPrev(started, { no: 1, clicks: 0 })).toBe(false);
    // A start past the slide's clicks is its last step.
    expect(next(started, { no: 2, clicks: 3 })).toEqual({ no: 3, clicks: 1 });
    expect(prev(started, { no: 3, clicks: 1 })).toEqual({ no: 2, clicks: 3 });
    expect(everyStep(started)).toEqual([
      { no: 1, clicks: 0 },
      { no: 2, clicks: 1 },
      { no: 2, clicks: 2 },
      { no: 2, clicks: 3 },
      { no: 3, clicks: 1 },
      { no: 4, clicks: 0 },
    ]);
  });
});
