// `src:` imports (parser/imports.ts, parser/sources.ts), as Slidev has them: ranges, nesting, paths
// relative to the importing file, frontmatter merged with the importer winning, hide and disabled,
// and cycles, missing files and bad ranges as warnings that leave the slide out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importTarget, parseRange } from '../../src/node/parser/imports.ts';
import { loadDeck, parseDeck } from '../../src/node/parser/parse.ts';

const FIXTURE = path.resolve('tests/fixtures/imports');

describe('ranges', () => {
  it('reads Slidev\'s range strings', () => {
    expect(parseRange('2,5-7', 9).numbers).toEqual([2, 5, 6, 7]);
    expect(parseRange('3-', 5).numbers).toEqual([3, 4, 5]);
    expect(parseRange('-2', 5).numbers).toEqual([1, 2]);
    expect(parseRange('4;1', 5).numbers).toEqual([1, 4]);
    expect(parseRange(undefined, 3).numbers).toEqual([1, 2, 3]);
    expect(parseRange('all', 2).numbers).toEqual([1, 2]);
    expect(parseRange('*', 2).numbers).toEqual([1, 2]);
    expect(parseRange('none', 2).numbers).toEqual([]);
  });

  it('sets apart what is no range and numbers beyond the file', () => {
    expect(parseRange('2,x,1-', 3)).toEqual({ numbers: [1, 2, 3], unreadable: ['x'], beyond: [] });
    expect(parseRange('2-5', 3)).toEqual({ numbers: [2, 3], unreadable: [], beyond: [4, 5] });
  });
});

describe('paths', () => {
  it('are relative to the importing file, or to the project root with a leading /', () => {
    expect(importTarget('./pages/toc.md', 'slides.md')).toEqual({ file: 'pages/toc.md' });
    expect(importTarget('../shared/end.md#2', 'talk/slides.md')).toEqual({ file: 'shared/end.md', range: '2' });
    expect(importTarget('./deeper/x.md', 'parts/chapter.md')).toEqual({ file: 'parts/deeper/x.md' });
    expect(importTarget('/parts/last.md', 'parts/deeper/nested.md')).toEqual({ file: 'parts/last.md' });
  });
});

describe('a deck in several files (tests/fixtures/imports)', async () => {
  const deck = await loadDeck('slides.md', { root: FIXTURE });

  it('numbers the slides across files, in import order, leaving out hidden and disabled ones', () => {
    expect(deck.slides.map((s) => [s.no, s.title, s.filepath])).toEqual([
      [1, 'Opening', 'slides.md'],
      [2, 'Chapter picked', 'parts/chapter.md'],
      [3, 'Nested one', 'parts/deeper/nested.md'],
      [4, 'Nested two', 'parts/deeper/nested.md'],
      [5, 'Chapter last', 'parts/chapter.md'],
      [6, 'Loop B', 'parts/loop-b.md'],
      [7, 'Loop A', 'parts/loop-a.md'],
      [8, 'Last', 'parts/last.md'],
    ]);
    expect(deck.slides.map((s) => s.id)).toEqual(deck.slides.map((_, i) => `slide-${i + 1}`));
  });

  it('merges the importer\'s frontmatter over the imported slides\', the importer winning, without its src', () => {
    expect(deck.slides[1]?.frontmatter).toEqual({ layout: 'intro', class: 'imported' });
    expect(deck.slides[1]?.layout).toBe('intro');
    // Through a nested import the outermost importer still wins; the nested file's own fields stay.
    expect(deck.slides[2]?.frontmatter).toEqual({ level: 2, class: 'imported' });
    expect(deck.slides[3]?.layout).toBe('quote');
    expect(deck.slides[7]?.frontmatter).toEqual({ layout: 'section', class: 'own' });
    expect(deck.slides[7]?.layout).toBe('section');
    expect(deck.slides.every((s) => !('src' in s.frontmatter))).toBe(true);
  });

  it('takes content, notes and lines from the file each slide comes from; the importing slide\'s own body is ignored', () => {
    const picked = deck.slides[1];
    expect(picked?.content).toContain('# Chapter picked');
    expect(picked?.note).toBe('Notes written in the imported file.');
    expect([picked?.start, picked?.end, picked?.contentStart]).toEqual([5, 14, 9]);
    expect(picked?.raw.startsWith('---\nlayout: intro')).toBe(true);
    expect(deck.slides.some((s) => s.content.includes('Whatever is written here'))).toBe(false);
    const last = deck.slides[7];
    expect([last?.start, last?.end, last?.contentStart]).toEqual([1, 8, 5]);
  });

  it('warns of a cycle and a missing file at the src: line, leaving that slide out, never stopping', () => {
    expect(deck.warnings).toEqual([
      { file: 'parts/loop-b.md', line: 2, kind: 'import', message: '"src: ./loop-a.md" imports parts/loop-a.md, which is already importing this slide (a cycle): the slide is left out' },
      { file: 'slides.md', line: 33, kind: 'import', message: '"src: ./parts/nowhere.md": parts/nowhere.md was not found: the slide is left out' },
    ]);
  });

  it('lists every Markdown file read, and the one named but missing', () => {
    const relative = (files: string[]) => files.map((f) => path.relative(FIXTURE, f).split(path.sep).join('/'));
    expect(relative(deck.files)).toEqual(['slides.md', 'parts/chapter.md', 'parts/loop-a.md', 'parts/last.md', 'parts/deeper/nested.md', 'parts/loop-b.md']);
    expect(deck.sources[1]).toContain('# Chapter picked');
    expect(relative(deck.missing)).toEqual(['parts/nowhere.md']);
  });
});

describe('imports given as text', () => {
  const entry = (src: string) => `# One\n\n---\nsrc: ${src}\n---\n\n---\n\n# Last\n`;
  const part = '# A\n\n---\n\n# B\n\n---\n\n# C\n';

  it('warns of a range that is no range, or reaches past the file, and imports the rest', () => {
    const deck = parseDeck(entry('./part.md#2,x,3-5'), 'slides.md', { imported: { 'part.md': part } });
    expect(deck.slides.map((s) => s.title)).toEqual(['One', 'B', 'C', 'Last']);
    expect(deck.warnings.map((w) => `${w.kind} ${w.file}:${w.line}: ${w.message}`)).toEqual([
      'import slides.md:4: "./part.md#2,x,3-5": "x" is not slide numbers or ranges such as 2,5-7: left out',
      'import slides.md:4: "./part.md#2,x,3-5": part.md has 3 slides, so slides 4, 5 are left out',
    ]);
  });

  it('warns of a file that imports itself', () => {
    const deck = parseDeck('# One\n\n---\nsrc: ./slides.md#1\n---\n', 'slides.md');
    expect(deck.slides.map((s) => s.title)).toEqual(['One']);
    expect(deck.warnings[0]?.message).toContain('(a cycle): the slide is left out');
  });

  it('warns of a src: that is not a path', () => {
    const deck = parseDeck('# One\n\n---\nsrc: 3\n---\n', 'slides.md');
    expect(deck.slides).toHaveLength(1);
    expect(deck.warnings).toEqual([{ file: 'slides.md', line: 4, kind: 'import', message: '"src" must be the path of a Markdown file, got 3: the slide is left out' }]);
  });

  it('says what is wrong with an imported file that cannot be split, at its line, and builds the rest', () => {
    const deck = parseDeck(entry('./part.md'), 'slides.md', { imported: { 'part.md': '# A\n\n```ts\nnever closed\n' } });
    expect(deck.slides.map((s) => s.title)).toEqual(['One', 'Last']);
    expect(deck.warnings[0]).toMatchObject({ file: 'part.md', line: 3, kind: 'import' });
    expect(deck.warnings[0]?.message).toMatch(/^this code fence \(```ts\) is never closed.*\(imported by slides\.md:4\): the file's slides are left out$/);
  });

  it('imports from the headmatter\'s slide too, which keeps configuring the deck', () => {
    const deck = parseDeck('---\ntitle: Talk\nsrc: ./part.md#3\nclass: big\n---\n\n---\n\n# Two\n', 'slides.md', { imported: { 'part.md': part } });
    expect(deck.config.title).toBe('Talk');
    expect(deck.slides.map((s) => [s.title, s.layout, s.frontmatter.class])).toEqual([['C', 'cover', 'big'], ['Two', 'default', undefined]]);
  });

  it('leaves out a slide with hide or disabled set, wherever it is; false keeps it', () => {
    const deck = parseDeck('---\nhide: true\n---\n\n# Gone\n\n---\ndisabled: yes\n---\n\n# Gone too\n\n---\nhide: false\n---\n\n# Kept\n', 'slides.md');
    expect(deck.slides.map((s) => [s.no, s.title, s.layout])).toEqual([[1, 'Kept', 'cover']]);
    expect(deck.warnings).toEqual([]);
  });
});
