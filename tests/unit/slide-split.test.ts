// Where Slidev's splitting and frontmatter differ from plain Markdown (parser/split.ts,
// parser/frontmatter.ts): `---` inside an HTML comment, block frontmatter, `name:` as a title, and
// frontmatter values the engine cannot use, which cost a field (with a warning), never the slide.
import { describe, expect, it } from 'vitest';
import { commentOpenAfter } from '../../src/node/parser/split.ts';
import { parseDeck } from '../../src/node/parser/parse.ts';

describe('HTML comments', () => {
  it('knows whether a line leaves a comment open', () => {
    expect(commentOpenAfter('<!-- open', false)).toBe(true);
    expect(commentOpenAfter('<!-- closed -->', false)).toBe(false);
    expect(commentOpenAfter('still --> out <!-- in again', true)).toBe(true);
    expect(commentOpenAfter('inside', true)).toBe(true);
    expect(commentOpenAfter('a --> b', true)).toBe(false);
  });

  it('a --- inside a comment does not separate slides, as in Slidev', () => {
    const deck = parseDeck('# One\n\n<!--\nA note\n---\nstill the note\n-->\n\n---\n\n# Two\n', 'talk.md');
    expect(deck.slides.map((s) => s.title)).toEqual(['One', 'Two']);
    expect(deck.slides[0]?.note).toBe('A note\n---\nstill the note');
    expect(deck.slides[1]?.start).toBe(9);
  });

  it('a comment opened and closed on one line leaves the next --- a separator', () => {
    expect(parseDeck('# One <!-- aside -->\n\n---\n\n# Two\n', 'talk.md').slides).toHaveLength(2);
  });

  it('a comment never closed swallows what follows (Slidev too), and the build says where it opened', () => {
    const deck = parseDeck('# One\n\n<!-- forgot to close\n\n---\n\n# Two\n', 'talk.md');
    expect(deck.slides).toHaveLength(1);
    expect(deck.warnings).toEqual([{ file: 'talk.md', line: 3, kind: 'html', message: expect.stringContaining('this HTML comment is never closed') }]);
  });

  it('a --- in a code fence inside no comment is still no separator, and <!-- in a fence opens nothing', () => {
    const deck = parseDeck('# One\n\n```html\n<!--\n```\n\n---\n\n# Two\n', 'talk.md');
    expect(deck.slides.map((s) => s.title)).toEqual(['One', 'Two']);
  });
});

describe('block frontmatter', () => {
  it('a ```yaml block at the very top of a slide is its frontmatter', () => {
    const deck = parseDeck('# One\n\n---\n\n```yaml\nlayout: quote\nclass: big\n```\n\n# Two\n\n---\n\n# Three\n', 'talk.md');
    expect(deck.slides.map((s) => s.layout)).toEqual(['cover', 'quote', 'default']);
    expect(deck.slides[1]?.frontmatter).toEqual({ layout: 'quote', class: 'big' });
    expect(deck.slides[1]?.content).not.toContain('layout: quote');
    expect(deck.slides[1]?.contentStart).toBe(9);
    expect(deck.slides[1]?.title).toBe('Two');
  });

  it('a ```yaml block further down, or after a --- frontmatter, is code', () => {
    const later = parseDeck('# One\n\n---\n\n# Two\n\n```yaml\nlayout: quote\n```\n', 'talk.md');
    expect(later.slides[1]?.layout).toBe('default');
    expect(later.slides[1]?.content).toContain('layout: quote');
    const both = parseDeck('# One\n\n---\nclass: x\n---\n\n```yaml\nlayout: quote\n```\n', 'talk.md');
    expect(both.slides[1]?.frontmatter).toEqual({ class: 'x' });
    expect(both.slides[1]?.content).toContain('```yaml');
  });

  it('at the very top of a file without headmatter, it is the headmatter (as Slidev\'s parser reads it)', () => {
    const deck = parseDeck('```yaml\ntitle: From a block\nlayout: intro\n```\n\n# One\n', 'talk.md');
    expect(deck.config.title).toBe('From a block');
    expect(deck.slides[0]?.layout).toBe('intro');
    expect(deck.slides[0]?.content).not.toContain('```');
  });

  it('broken YAML in a block frontmatter is an error card at its line', () => {
    const deck = parseDeck('# One\n\n---\n\n```yaml\nclicks: [\n```\n\n# Two\n', 'talk.md');
    expect(deck.slides[1]?.error?.line).toBe(6);
    expect(deck.warnings.map((w) => w.kind)).toEqual(['card']);
  });
});

describe('titles', () => {
  it('name: is a title, like title: (title wins when both are given)', () => {
    const deck = parseDeck('# One\n\n---\nname: Named\n---\n\n# Heading\n\n---\ntitle: Titled\nname: Named\n---\n\n# Heading\n', 'talk.md');
    expect(deck.slides.map((s) => s.title)).toEqual(['One', 'Named', 'Titled']);
    expect(deck.slides[1]?.level).toBe(1);
  });
});

describe('frontmatter values the engine cannot use', () => {
  const second = (frontmatter: string, deckLayouts?: ReadonlySet<string>) => parseDeck(`# One\n\n---\n${frontmatter}\n---\n\n# Two\n`, 'talk.md', { deckLayouts });

  it('an unknown layout lays the slide out with default, with one warning naming it and its line', () => {
    const deck = second('layout: spotlight');
    expect(deck.slides[1]?.layout).toBe('default');
    expect(deck.slides[1]?.error).toBeUndefined();
    expect(deck.slides[1]?.frontmatter.layout).toBe('spotlight');
    expect(deck.warnings).toEqual([{ file: 'talk.md', line: 4, kind: 'layout', message: 'slide 2: layout "spotlight" is neither built in nor one of the deck\'s own (layouts/): the slide is laid out with default' }]);
    // Every layout Slidev ships is built in.
    expect(second('layout: center').slides[1]?.layout).toBe('center');
  });

  it('a layout of the deck\'s own is used as named', () => {
    const deck = second('layout: my-layout', new Set(['my-layout']));
    expect(deck.slides[1]?.layout).toBe('my-layout');
    expect(deck.warnings).toEqual([]);
  });

  it('a wrong value for a field the engine reads is left out, with a warning, never a card', () => {
    const deck = second('clicks: many\nlevel: 9\nhideInToc: sometimes\nclass: text-center');
    expect(deck.slides[1]?.error).toBeUndefined();
    expect(deck.slides[1]?.frontmatter).toEqual({ class: 'text-center' });
    expect(deck.slides[1]?.level).toBe(1);
    expect(deck.warnings.map((w) => `${w.kind} ${w.line}: ${w.message}`)).toEqual([
      'field 4: slide 2: "clicks" must be a whole number ≥ 0, got "many": ignored',
      'field 5: slide 2: "level" must be a whole number from 1 to 6, got 9: ignored',
      'field 6: slide 2: "hideInToc" must be true or false, got "sometimes": ignored',
    ]);
  });

  it('keeps clicks as given, for the slide\'s total', () => {
    expect(second('clicks: 3').slides[1]?.frontmatter.clicks).toBe(3);
  });

  it('class may be a list, or names mapped to whether they apply, as in Slidev', () => {
    expect(second('class: [a, b]').slides[1]?.frontmatter.class).toBe('a b');
    expect(second('class:\n  a: true\n  b: false\n  c: 1').slides[1]?.frontmatter.class).toBe('a c');
  });

  it('a frontmatter that is not a mapping is still an error card', () => {
    const deck = parseDeck('# One\n\n---\n\n```yaml\n- a\n- b\n```\n\n# Two\n', 'talk.md');
    expect(deck.slides[1]?.error?.message).toBe('frontmatter must be a mapping of "key: value" lines');
    expect(deck.warnings.map((w) => w.kind)).toEqual(['card']);
  });
});

describe("Slidev's click markers in notes", () => {
  // Two clicks, so the notes' markers (1, then 1 + 3 = 4) reach past them: said, with the notes' line.
  const deck = parseDeck(
    '# One\n\n<v-clicks>\n\n- a\n- b\n\n</v-clicks>\n\n<!--\nHello.\n[click] Then this.\n\n[click:3] Last.\n-->\n\n---\n\n# Two\n\nText with `[click]` in code\n\n<!-- plain note -->\n\n---\n\n# Three\n\n<!-- [CLICK] shouting, `[click]` in code -->\n',
    'talk.md',
  );

  it('become badges naming their click, counted as Slidev counts them, and tag each part of the notes with its click', () => {
    const [one, two, three] = deck.slides;
    expect(one?.notesHTML).toBe(
      '<p data-note-parts="0 1"><span data-note-part="0">Hello.\n</span>' +
        '<span class="note-click" data-clicks="1" title="Click 1: click to go there"><span class="visually-hidden">click </span>1</span><span data-note-part="1"> Then this.</span></p>\n' +
        '<p data-note-parts="4"><span class="note-click" data-clicks="4" title="Click 4: click to go there"><span class="visually-hidden">click </span>4</span><span data-note-part="4"> Last.</span></p>',
    );
    // Notes without markers are left as they were; a marker in code is code.
    expect(two?.notesHTML).toBe('<p>plain note</p>');
    expect(three?.notesHTML).toContain('<code data-note-part="1">[click]</code>');
    // The notes as text (an exported notes file) go without them.
    expect(deck.slides.map((slide) => slide.note)).toEqual(['Hello.\nThen this.\n\nLast.', 'plain note', 'shouting, `[click]` in code']);
    expect(two?.content).toContain('`[click]`');
  });

  it("are said at build when they count past the slide's clicks, with the notes' line", () => {
    expect(deck.slides.map((slide) => slide.clicks)).toEqual([2, 0, 0]);
    expect(deck.warnings).toEqual([
      { file: 'talk.md', line: 10, kind: 'feature', message: "slide 1: its notes' click markers count to click 4, but the slide has 2 clicks: the parts after click 2 are never highlighted (as in Slidev)" },
      { file: 'talk.md', line: 29, kind: 'feature', message: "slide 3: its notes' click markers count to click 1, but the slide has 0 clicks: the parts after click 0 are never highlighted (as in Slidev)" },
    ]);
  });
});

describe("Slidev's zoom", () => {
  it('is kept for the slide when it is a number above 0, and said and left out otherwise', () => {
    const deck = parseDeck('# One\n\n---\nzoom: 0.8\n---\n\n# Two\n\n---\nzoom: big\n---\n\n# Three\n\n---\nzoom: 0\n---\n\n# Four\n', 'talk.md');
    expect(deck.slides.map((slide) => slide.frontmatter.zoom)).toEqual([undefined, 0.8, undefined, undefined]);
    expect(deck.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      '10: slide 3: "zoom" must be a number above 0, such as 0.8, got "big": ignored',
      '16: slide 4: "zoom" must be a number above 0, such as 0.8, got 0: ignored',
    ]);
  });
});

describe('Slidev fields the engine ignores', () => {
  it('are said once per field for the whole deck, naming how many slides and the first line', () => {
    const slides = Array.from({ length: 21 }, (_, i) => `---\npreload: false\nrouteAlias: s${i}\n---\n\n# Slide ${i + 2}\n`).join('\n');
    const deck = parseDeck(`# One\n\n${slides}`, 'talk.md');
    expect(deck.warnings).toEqual([
      { file: 'talk.md', line: 4, kind: 'field', message: '"preload" (on 21 slides, first slide 2) is a Slidev field this engine does not support, ignored: slides load when they are near' },
      { file: 'talk.md', line: 5, kind: 'field', message: '"routeAlias" (on 21 slides, first slide 2) is a Slidev field this engine does not support, ignored: the address stays the slide\'s number (<Link to="…"> and the go-to dialog\'s /name reach it by this name)' },
    ]);
  });
});
