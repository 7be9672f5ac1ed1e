import { describe, expect, it } from 'vitest';
import { linesOf } from '../../src/client/clicks/CodeBlock.tsx';
import { resolveClicks, resolveSlideParam, slidePath } from '../../src/client/nav/route.ts';

describe('resolveSlideParam', () => {
  it('accepts slide numbers within the deck', () => {
    expect(resolveSlideParam('1', 25)).toEqual({ ok: true, no: 1 });
    expect(resolveSlideParam('25', 25)).toEqual({ ok: true, no: 25 });
  });

  it('sends numbers past the end to the last slide, with a notice', () => {
    expect(resolveSlideParam('99', 25)).toEqual({ ok: false, no: 25, notice: expect.stringContaining('no slide 99') });
  });

  it('sends 0 and non-numbers to the first slide, with a notice', () => {
    expect(resolveSlideParam('0', 25)).toMatchObject({ ok: false, no: 1 });
    expect(resolveSlideParam('abc', 25)).toMatchObject({ ok: false, no: 1, notice: expect.stringContaining('“abc” is not a slide number') });
    expect(resolveSlideParam('-3', 25)).toMatchObject({ ok: false, no: 1 });
    expect(resolveSlideParam('2.5', 25)).toMatchObject({ ok: false, no: 1 });
    expect(resolveSlideParam(undefined, 25)).toMatchObject({ ok: false, no: 1 });
  });

  it('shortens very long bad input in the notice', () => {
    const result = resolveSlideParam('x'.repeat(500), 25);
    expect(!result.ok && result.notice.length).toBeLessThan(100);
  });
});

describe('resolveClicks', () => {
  it('reads the step, clamped to the slide\'s total', () => {
    expect(resolveClicks('2', 3)).toBe(2);
    expect(resolveClicks('9', 3)).toBe(3);
    expect(resolveClicks(null, 3)).toBe(0);
    expect(resolveClicks('-1', 3)).toBe(0);
    expect(resolveClicks('x', 3)).toBe(0);
  });
});

describe('slidePath', () => {
  it('writes clicks only when past step 0 and keeps other query keys', () => {
    expect(slidePath('', 3)).toBe('/3');
    expect(slidePath('', 3, 2)).toBe('/3?clicks=2');
    expect(slidePath('/presenter', 4, 0, new URLSearchParams('clicks=5&password=x'))).toBe('/presenter/4?password=x');
  });
});

describe('linesOf', () => {
  it('reads line ranges of a code step', () => {
    expect(linesOf('all')).toBeNull();
    expect([...(linesOf('2-4,7') ?? [])]).toEqual([2, 3, 4, 7]);
    expect([...(linesOf('1') ?? [])]).toEqual([1]);
  });
});
