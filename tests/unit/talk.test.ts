// The talk itself: its shape follows the specification and every slide compiles cleanly.
import { describe, expect, it } from 'vitest';
import { compileSlide } from '../../src/node/compile/slide-module.ts';
import { talk } from '../support/deck.ts';

const layoutOf = (no: number) => talk.slides[no - 1]?.layout;

describe('the talk', () => {
  it('has 24 content slides and an end slide', () => {
    expect(talk.slides).toHaveLength(25);
    expect(talk.slides.slice(0, 24).every((s) => s.title.length > 0)).toBe(true);
    expect(layoutOf(25)).toBe('end');
  });

  it('uses the layouts the specification gives each slide', () => {
    const expected: Record<string, number[]> = {
      cover: [1],
      intro: [2],
      'two-cols': [3, 5, 24],
      section: [6, 7, 14, 21],
      quote: [13],
      full: [22],
      end: [25],
    };
    for (const [layout, numbers] of Object.entries(expected)) {
      for (const no of numbers) expect(layoutOf(no), `slide ${no}`).toBe(layout);
    }
    const special = new Set(Object.values(expected).flat());
    for (const slide of talk.slides) if (!special.has(slide.no)) expect(slide.layout, `slide ${slide.no}`).toBe('default');
  });

  it('has background images on the cover and slides 7 and 14 only', () => {
    const withBackground = talk.slides.filter((s) => s.frontmatter.background).map((s) => s.no);
    expect(withBackground).toEqual([1, 7, 14]);
  });

  it('has speaker notes on slides 1 to 13 and none after', () => {
    expect(talk.slides.filter((s) => s.note).map((s) => s.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(talk.slides.slice(0, 13).every((s) => /^<p[ >]/.test(s.notesHTML))).toBe(true);
  });

  it('is configured as the specification asks', () => {
    expect(talk.config).toMatchObject({
      routerMode: 'hash',
      canvasWidth: 980,
      fonts: { weights: [200, 400, 600] },
      drawings: { enabled: true, persist: false, presenterOnly: false, syncAll: true },
    });
    expect(talk.config.aspectRatio).toBeCloseTo(16 / 9);
  });

  it('covers the outline: the summary\'s three points and links', () => {
    const summary = talk.slides[23]?.content ?? '';
    expect(summary).toMatch(/Database Access.*transactions or database cloning/);
    expect(summary).toMatch(/Concise Tests.*test request builder/);
    expect(summary).toMatch(/Generic Tests.*many cases with one test/);
    expect(summary.match(/\]\(https:\/\//g)).toHaveLength(3);
  });

  it.each(talk.slides.map((s) => [s.no, s] as const))('slide %i compiles without errors or warnings, its click steps as counted', async (_, slide) => {
    const warnings: string[] = [];
    const { error, clicks } = await compileSlide(slide, { onWarning: (w) => warnings.push(`${w.line}: ${w.message}`) });
    expect(error).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(clicks).toBe(slide.clicks);
  });
});
