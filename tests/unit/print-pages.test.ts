// The pages of a printout: numbering, click steps, ranges; and the exporter's count of code blocks.
import { describe, expect, it } from 'vitest';
import { pageLabel, parseRange, printPages, printQuery, PRINT_CLICKS } from '../../src/shared/print-pages.ts';
import { slideSteps } from '../../src/node/parser/steps.ts';
import { talk } from '../support/deck.ts';

describe('page numbers', () => {
  it('have 3 digits for the slide and 2 for the click step', () => {
    expect(pageLabel(7, 2)).toBe('007-02');
    expect(pageLabel(25, 0)).toBe('025-00');
    expect(pageLabel(123, 14)).toBe('123-14');
    expect(pageLabel(7)).toBe('007');
  });
});

describe('printPages', () => {
  const slides = [
    { no: 1, clicks: 0 },
    { no: 2, clicks: 2 },
    { no: 3, clicks: 1 },
  ];

  it('gives one fully revealed page per slide without clicks', () => {
    expect(printPages(slides, { withClicks: false })).toEqual([
      { no: 1, clicks: PRINT_CLICKS, label: '001' },
      { no: 2, clicks: PRINT_CLICKS, label: '002' },
      { no: 3, clicks: PRINT_CLICKS, label: '003' },
    ]);
  });

  it('gives one page per click step, 0 to the slide\'s clicks, with clicks', () => {
    expect(printPages(slides, { withClicks: true }).map((p) => `${p.label}@${p.clicks}`)).toEqual([
      '001-00@0',
      '002-00@0',
      '002-01@1',
      '002-02@2',
      '003-00@0',
      '003-01@1',
    ]);
  });

  it('keeps only the slides of a range', () => {
    expect(printPages(slides, { withClicks: true, range: [1, 3] }).map((p) => p.label)).toEqual(['001-00', '003-00', '003-01']);
  });

  it('has 25 pages for the talk, and one more per click step with clicks', () => {
    expect(printPages(talk.slides, { withClicks: false })).toHaveLength(25);
    const steps = talk.slides.reduce((sum, s) => sum + s.clicks + 1, 0);
    expect(steps).toBeGreaterThan(25);
    expect(printPages(talk.slides, { withClicks: true })).toHaveLength(steps);
  });
});

describe('parseRange', () => {
  it('reads single slides, ranges, open ranges and "all"', () => {
    expect(parseRange('1-5,8', 25)).toEqual([1, 2, 3, 4, 5, 8]);
    expect(parseRange(' 8 , 2-3 ,2', 25)).toEqual([2, 3, 8]);
    expect(parseRange('23-', 25)).toEqual([23, 24, 25]);
    expect(parseRange('-2', 25)).toEqual([1, 2]);
    expect(parseRange('all', 3)).toEqual([1, 2, 3]);
    expect(parseRange('', 2)).toEqual([1, 2]);
  });

  it('says what is wrong with a bad range', () => {
    expect(() => parseRange('0-3', 25)).toThrow('range "0-3": slide 0 does not exist (the deck has slides 1-25)');
    expect(() => parseRange('26', 25)).toThrow('slide 26 does not exist');
    expect(() => parseRange('5-2', 25)).toThrow('5-2 runs backwards');
    expect(() => parseRange('1-3,x', 25)).toThrow('"x" is not a slide number or a range such as 2-5');
    expect(() => parseRange('1,,2', 25)).toThrow(RangeError);
  });
});

describe('printQuery', () => {
  it('is the print view\'s query for the exporter\'s options', () => {
    expect(printQuery({ withClicks: false })).toBe('print');
    expect(printQuery({ withClicks: true, embedded: true, range: '1-5,8' })).toBe('print=clicks&embedded&range=1-5%2C8');
  });
});

describe('slideSteps', () => {
  it('counts highlighted code blocks, not the fences inside them, and not PlantUML diagrams', () => {
    expect(slideSteps('# Title\n\ntext').codeBlocks).toBe(0);
    expect(slideSteps('```rust {1|2}\nfn a() {}\n```\n\n~~~\nplain\n~~~\n').codeBlocks).toBe(2);
    expect(slideSteps('````md\n```js\nx\n```\n````\n').codeBlocks).toBe(1);
    expect(slideSteps('```plantuml\nBob -> Alice\n```\n\n```rust\nfn a() {}\n```\n').codeBlocks).toBe(1);
  });

  it("finds the talk's code blocks where the slides have them", () => {
    expect(talk.slides[8]?.codeBlocks).toBe(1);
    expect(talk.slides[19]?.codeBlocks).toBe(3);
    expect(talk.slides[0]?.codeBlocks).toBe(0);
  });

  it('counts a <v-click> in inline code or a code block as text, not as a step', () => {
    const slide = 'Write `<v-click>` around what should wait:\n\n<v-click>\n\nThis waits.\n\n</v-click>\n\n```html\n<v-click>in code</v-click>\n```\n';
    expect(slideSteps(slide).clicks).toBe(1);
  });

  it('counts steps across slots, explicit `at`, <v-after>, <v-clicks> items and code steps', () => {
    expect(slideSteps('<v-click>\n\na\n\n</v-click>\n\n::right::\n\n<v-click>\n\nb\n\n</v-click>\n').clicks).toBe(2);
    expect(slideSteps('<v-click at="5">\n\nlate\n\n</v-click>\n').clicks).toBe(5);
    expect(slideSteps('<v-click>\n\na\n\n</v-click>\n<v-after>\n\nwith a\n\n</v-after>\n').clicks).toBe(1);
    expect(slideSteps('<v-clicks>\n\n- one\n- two\n  - nested\n- three\n\n</v-clicks>\n').clicks).toBe(3);
    expect(slideSteps('```rust {1|2-4|all}\nfn a() {}\n```\n').clicks).toBe(2);
    // Never closed: read as a browser would, it runs to the end of the slide, and is still a step.
    expect(slideSteps('<v-click>\n\nnot closed\n').clicks).toBe(1);
  });
});
