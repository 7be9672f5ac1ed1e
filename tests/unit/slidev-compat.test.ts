// Slidev's fields and typos (parser/slidev-compat.ts): what a deck written for Slidev is told.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDeck } from '../../src/node/parser/parse.ts';
import { didYouMean } from '../../src/node/parser/slidev-compat.ts';

describe('did you mean', () => {
  it('names the option a typo is closest to, and nothing for a name far from every option', () => {
    const known = ['lineNumbers', 'title', 'codeCopy', 'layout', 'colorSchema'];
    expect(didYouMean('lineNumber', known)).toBe('lineNumbers');
    expect(didYouMean('titel', known)).toBe('title');
    expect(didYouMean('LAYOUT', known)).toBe('layout');
    expect(didYouMean('colourSchema', known)).toBe('colorSchema');
    expect(didYouMean('brandColour', known)).toBeNull();
    expect(didYouMean('x', known)).toBeNull();
  });
});

describe('a deck written for Slidev', () => {
  it('parses whole, with a warning at the line of each field this engine leaves out', () => {
    const deck = parseDeck(readFileSync('tests/fixtures/slidev-deck/slides.md', 'utf8'), 'slides.md');
    expect(deck.slides).toHaveLength(7);
    expect(deck.slides.map((slide) => slide.clicks)).toEqual([0, 0, 4, 1, 2, 0, 0]);
    const said = deck.warnings.map((w) => `${w.line}: ${w.message.split(',')[0]}`);
    expect(said).toEqual([
      '4: headmatter: "author" is a Slidev option this engine does not support',
      '5: headmatter: "keywords" is a Slidev option this engine does not support',
      '8: headmatter: "mdc" is a Slidev option this engine does not support',
      '9: headmatter: "htmlAttrs" is a Slidev option this engine does not support',
      '12: headmatter: "export" is a Slidev option this engine does not support',
      '2: headmatter: theme "seriph" is not available here',
      '15: slide 1: "transition" is a Slidev field this engine does not support',
      '57: slide 4: "transition" is a Slidev field this engine does not support',
    ]);
  });

  it('is told of a frontmatter key that looks like a typo of one this engine reads', () => {
    const deck = parseDeck('# One\n\n---\nlayuot: two-cols\n---\n\n# Two\n', 'slides.md');
    expect(deck.warnings).toEqual([{ message: 'slide 2: unknown field "layuot", ignored: did you mean "layout"?', line: 4 }]);
  });
});
