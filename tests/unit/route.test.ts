import { describe, expect, it } from 'vitest';
import { linesOf } from '../../src/client/slides/builtin/CodeBlock.tsx';
import { resolveClicks, resolveSlideParam, slidePath } from '../../src/client/deck/nav/route.ts';
import { parseHash } from '../../src/client/deck/router/router.tsx';

describe('resolveSlideParam', () => {
  it('accepts slide numbers within the deck', () => {
    expect(resolveSlideParam('1', 25)).toEqual({ ok: true, no: 1 });
    expect(resolveSlideParam('25', 25)).toEqual({ ok: true, no: 25 });
  });

  it('sends numbers past the end to the last slide, with a notice', () => {
    expect(resolveSlideParam('99', 25)).toEqual({ ok: false, no: 25, notice: 'There is no slide 99; this deck has 25 slides. Showing the last one.' });
    // With an end slide, the notice counts as the page counter does ("n / 24").
    expect(resolveSlideParam('99', 25, 24)).toEqual({ ok: false, no: 25, notice: 'There is no slide 99; this deck has 24 slides. Showing the end.' });
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

describe('parseHash', () => {
  it('reads the route and query of a hash', () => {
    expect(parseHash('#/3?clicks=1')).toEqual({ pathname: '/3', search: '?clicks=1' });
    expect(parseHash('#/presenter/2')).toEqual({ pathname: '/presenter/2', search: '' });
    expect(parseHash('')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#')).toEqual({ pathname: '/', search: '' });
    expect(parseHash('#/%C3%9F')).toEqual({ pathname: '/ß', search: '' });
  });

  it('never throws: malformed escapes, stray characters and authority-like paths give a route that matches nothing', () => {
    for (const hash of ['#/%', '#/1%', '#/presenter/%', "#/-:Z'9%b?ß&)1", '#//[', '#%E0%A4%A', '#/%zz?%%', '#?', '#3', '#/\u0000']) {
      expect(() => parseHash(hash)).not.toThrow();
    }
    expect(parseHash('#/1%')).toEqual({ pathname: '/1%', search: '' });
    expect(parseHash("#/-:Z'9%b?ß&)1")).toEqual({ pathname: "/-:Z'9%b", search: '?ß&)1' });
    expect(parseHash('#3')).toEqual({ pathname: '/3', search: '' });
  });
});
