import { describe, expect, it } from 'vitest';
import { DeckSourceError, parseDeck } from '../../src/node/parser/parse.ts';

const deck = `---
title: My talk
titleTemplate: '%s - Conf'
layout: cover
background: /bg.svg
canvasWidth: 1200
aspectRatio: 4/3
fonts:
  sans: Inter
  weights: '300,600'
drawings:
  persist: true
---

# The *talk* title

Subtitle

<!--
Welcome **everyone**.
-->

---
layout: two-cols
hideInToc: true
---

## Left \`code\` heading

\`\`\`rust {1|2-3|all}
---
# not a heading
\`\`\`

::right::

<v-clicks>

- one
- two
  - nested

</v-clicks>

---

No heading here.

<v-click>

Shown later

</v-click>

<v-click at="4">

At four

</v-click>

---
layout: end
---
`;

describe('parseDeck', () => {
  const { config, slides } = parseDeck(deck, 'talk.md');

  it('reads the headmatter as typed deck configuration with defaults', () => {
    expect(config.title).toBe('My talk');
    expect(config.titleTemplate).toBe('%s - Conf');
    expect(config.canvasWidth).toBe(1200);
    expect(config.aspectRatio).toBeCloseTo(4 / 3);
    expect(config.fonts).toEqual({ sans: 'Inter', mono: 'Fira Code', weights: [300, 600] });
    expect(config.drawings).toEqual({ enabled: true, persist: true, presenterOnly: false, syncAll: true });
    expect(config.routerMode).toBe('hash');
    expect(config.colorSchema).toBe('auto');
  });

  it('splits slides at --- lines outside code fences', () => {
    expect(slides).toHaveLength(4);
    expect(slides[1]?.content).toContain('---\n# not a heading');
  });

  it('numbers slides and names their routes', () => {
    expect(slides.map((s) => [s.index, s.no, s.path, s.id, s.routeName])).toEqual([
      [0, 1, '1', 'slide-1', 'page-1'],
      [1, 2, '2', 'slide-2', 'page-2'],
      [2, 3, '3', 'slide-3', 'page-3'],
      [3, 4, '4', 'slide-4', 'page-4'],
    ]);
  });

  it('takes title and level from the first heading, ignoring code and formatting', () => {
    expect(slides.map((s) => [s.title, s.level])).toEqual([
      ['The talk title', 1],
      ['Left code heading', 2],
      ['', 0],
      ['', 0],
    ]);
  });

  it('gives the first slide the headmatter\'s slide fields and a layout to every slide', () => {
    expect(slides[0]?.frontmatter).toEqual({ layout: 'cover', background: '/bg.svg' });
    expect(slides.map((s) => s.layout)).toEqual(['cover', 'two-cols', 'default', 'end']);
    expect(slides[1]?.hideInToc).toBe(true);
    expect(slides[0]?.hideInToc).toBe(false);
  });

  it('records start, end and content lines in the source file', () => {
    expect(slides.map((s) => [s.start, s.end, s.contentStart])).toEqual([
      [1, 21, 14],
      [23, 43, 27],
      [45, 59, 46],
      [61, 63, 64],
    ]);
    expect(slides.every((s) => s.filepath === 'talk.md')).toBe(true);
  });

  it('keeps the trailing comment as notes, as text and HTML', () => {
    expect(slides[0]?.note).toBe('Welcome **everyone**.');
    expect(slides[0]?.notesHTML).toBe('<p>Welcome <strong>everyone</strong>.</p>');
    expect(slides[0]?.content).not.toContain('Welcome');
    expect(slides[1]?.note).toBe('');
    expect(slides[1]?.notesHTML).toBe('');
  });

  it('counts click steps: code ranges, list items and explicit steps', () => {
    // {1|2-3|all} → 2 steps; <v-clicks> over two top-level items → 2
    expect(slides[1]?.clicks).toBe(4);
    // one <v-click>, one at="4" → 4
    expect(slides[2]?.clicks).toBe(4);
    expect(slides[0]?.clicks).toBe(0);
  });

  it('leaves the end slide out of the count', () => {
    expect(slides.map((s) => s.counted)).toEqual([true, true, true, false]);
  });

  it('keeps the raw source of each slide', () => {
    expect(slides[1]?.raw.startsWith('---\nlayout: two-cols')).toBe(true);
    expect(slides[0]?.raw).toContain('Welcome **everyone**.');
  });
});

describe('parseDeck errors', () => {
  const headmatter = (body: string) => `---\n${body}\n---\n\n# One\n`;
  const errorOf = (source: string) => {
    try {
      parseDeck(source, 'talk.md');
    } catch (err) {
      return err as DeckSourceError;
    }
    throw new Error('expected a DeckSourceError');
  };

  it('names an unknown headmatter option and its line: a typo is said with the option it meant, anything else kept for the theme, never a stop', () => {
    // Slidev ignores keys it does not know; a deck written for it must build.
    const typo = parseDeck(headmatter('title: x\ntitel: y'), 'talk.md');
    expect(typo.warnings).toEqual([{ file: 'talk.md', line: 3, kind: 'field', message: 'headmatter: unknown option "titel", ignored: did you mean "title"?' }]);
    expect(typo.config.title).toBe('x');
    const deck = parseDeck(headmatter('title: x\nbrandColour: red'), 'talk.md');
    expect(deck.warnings).toEqual([
      { file: 'talk.md', line: 3, kind: 'field', message: 'headmatter: "brandColour" is not an option of this engine: kept for the theme and layouts ($slidev.configs, the first slide\'s frontmatter), unused by the engine itself' },
    ]);
    expect(deck.config.headmatter).toEqual({ title: 'x', brandColour: 'red' });
    expect(deck.slides[0]?.frontmatter).toEqual({ brandColour: 'red' });
  });

  it('names the line of a code fence that is never closed, instead of swallowing every later slide', () => {
    const source = '# One\n\n```rust\nfn main() {}\n\n---\n\n# Two\n\n---\n\n# Three\n';
    const err = errorOf(source);
    expect(err.line).toBe(3);
    expect(err.message).toMatch(/^talk\.md:3: this code fence \(```rust\) is never closed/);
    // Longer fences and tildes too; a shorter run of backticks inside does not close a longer fence.
    expect(errorOf('# One\n\n````md\n```\n---\n# Two\n').line).toBe(3);
    expect(errorOf('# One\n\n~~~\ncode\n').line).toBe(3);
    // Closed fences (any length, either mark) are fine, and a `---` inside one is not a separator.
    expect(parseDeck('# One\n\n````md\n```\n---\n```\n````\n\n---\n\n# Two\n\n~~~\nx\n~~~\n', 'talk.md').slides).toHaveLength(2);
  });

  it('names a bad value and its line', () => {
    const err = errorOf(headmatter('title: x\n\ncanvasWidth: wide'));
    expect(err.line).toBe(4);
    expect(err.message).toContain('"canvasWidth" must be a positive number, got "wide"');
  });

  it('rejects a bad value inside a nested option; an unknown one is said and left out', () => {
    const err = errorOf(headmatter('drawings:\n  presenterOnly: maybe'));
    expect(err.message).toContain('"drawings.presenterOnly" must be true or false');
    const deck = parseDeck(headmatter('drawings:\n  colour: red\n  synAll: false'), 'talk.md');
    expect(deck.warnings.map((w) => [w.line, w.message])).toEqual([
      [2, 'headmatter: unknown option "drawings.colour", ignored (the options are enabled, persist, presenterOnly, syncAll)'],
      [2, 'headmatter: unknown option "drawings.synAll", ignored: did you mean "drawings.syncAll"?'],
    ]);
    expect(deck.config.drawings).toEqual({ enabled: true, persist: false, presenterOnly: false, syncAll: true });
  });

  it('rejects invalid choices with the allowed values', () => {
    expect(errorOf(headmatter('colorSchema: purple')).message).toContain('"colorSchema" must be one of "auto", "light", "dark"');
    expect(errorOf(headmatter('aspectRatio: wide')).message).toContain('a ratio such as 16/9');
    expect(errorOf(headmatter("fonts:\n  weights: '250'")).message).toContain('font weights');
  });

  it('builds a titleTemplate without %s (Slidev does), saying every page then has that title', () => {
    const deck = parseDeck(headmatter("titleTemplate: 'no placeholder'"), 'talk.md');
    expect(deck.config.titleTemplate).toBe('no placeholder');
    expect(deck.warnings.map((w) => w.message)).toEqual(['headmatter: "titleTemplate" has no %s: every page\'s title is "no placeholder", without the deck\'s or the slide\'s title']);
  });

  it('reports broken YAML in the headmatter at its line', () => {
    const err = errorOf(headmatter('title: x\nthemeConfig: [unclosed'));
    expect(err.line).toBe(3);
    expect(err.message).toContain('invalid YAML');
  });

  it('reports a headmatter that is never closed', () => {
    const err = errorOf('---\ntitle: x\n\n# One\n');
    expect(err.line).toBe(1);
    expect(err.message).toContain('never closed');
  });

  it('keeps a slide whose frontmatter cannot be read, with an error card naming the line (and a warning), and the other slides intact', () => {
    const { slides, warnings } = parseDeck('# One\n\n---\nlayout: nope\n---\n\n# Two\n\n---\nclicks: [\n---\n\n# Three\n\n---\n\n# Four\n', 'talk.md');
    expect(slides).toHaveLength(4);
    // An unknown layout is no longer a card: the slide is laid out with the default, and the build says so.
    expect(slides[1]?.error).toBeUndefined();
    expect(slides[1]?.layout).toBe('default');
    expect(slides[1]?.title).toBe('Two');
    expect(slides[2]?.error?.line).toBe(10);
    expect(slides[2]?.error?.message).toContain('invalid YAML');
    expect(slides[0]?.error).toBeUndefined();
    expect(slides[3]?.title).toBe('Four');
    expect(warnings.map((w) => [w.kind, w.line, w.message.split(':')[0]])).toEqual([
      ['layout', 4, 'slide 2'],
      ['card', 10, 'slide 3 shows an error card'],
    ]);
  });

  it('accepts a deck without headmatter, using defaults', () => {
    const { config, slides } = parseDeck('# Only\n', 'talk.md');
    expect(config.canvasWidth).toBe(980);
    expect(slides[0]?.layout).toBe('cover');
  });
});
