import { describe, expect, it } from 'vitest';
import { codeColourCss } from '../../src/node/compile/highlight.ts';
import { blankComments, compileSlide, splitSlots } from '../../src/node/compile/slide-module.ts';
import { parseDeck } from '../../src/node/parser/parse.ts';

const slideOf = (markdown: string) => {
  const slide = parseDeck(`# Cover\n\n---\n\n${markdown}`, 'talk.md').slides[1];
  if (!slide) throw new Error('no slide');
  return slide;
};

describe('splitSlots', () => {
  it('splits at ::name:: lines outside code, keeping source lines', () => {
    const slots = splitSlots('# Left\n\n```md\n::right::\n```\n::right::\nRight side\n', 10);
    expect(slots.map((s) => [s.name, s.line])).toEqual([
      ['default', 10],
      ['right', 16],
    ]);
    expect(slots[0]?.markdown).toContain('```md\n::right::\n```');
    expect(slots[1]?.markdown).toBe('Right side\n\n');
  });
});

describe('blankComments', () => {
  it('removes HTML comments in prose but not in code, keeping the line count', () => {
    const source = 'a <!-- x -->b\n<!--\nmulti\n-->\n```html\n<!-- kept -->\n```\n';
    const out = blankComments(source);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out).toContain('a b');
    expect(out).not.toContain('multi');
    expect(out).toContain('<!-- kept -->');
  });
});

describe('compileSlide', () => {
  it('exports one component per slot', async () => {
    const { code, error } = await compileSlide(slideOf('# Left\n\n::right::\n\nRight\n'));
    expect(error).toBeUndefined();
    expect(code).toContain('export const slots = { "default": slot0, "right": slot1 }');
  });

  it('highlights code at build time with both themes and keeps its steps', async () => {
    const { code } = await compileSlide(slideOf('```rust {1|2}\nfn main() {\n}\n```\n'));
    // Token colours are classes (skl-… light, skd-… dark) whose rules are in the deck's stylesheet.
    const used = [...new Set(code.match(/sk[ld]-[0-9a-f]+/g))];
    expect(used.some((c) => c.startsWith('skl-')) && used.some((c) => c.startsWith('skd-'))).toBe(true);
    const css = await codeColourCss();
    for (const c of used) expect(css).toMatch(new RegExp(`\\.${c}\\{--shiki-${c.startsWith('skl') ? 'light' : 'dark'}:#${c.slice(4)}\\}`));
    // Only the block itself keeps an inline style (its background colours), not each token.
    expect(code.match(/"--shiki-light"/g)).toHaveLength(1);
    expect(code).toContain('"data-steps": "1|2"');
    expect(code).toContain('"data-click-start": "1"');
    expect(code).toContain('"data-line": "2"');
  });

  it('numbers click steps across slots, lists and code in document order', async () => {
    const { code } = await compileSlide(
      slideOf('<v-click>\n\nA\n\n</v-click>\n\n```rust {1|2|3}\na\nb\nc\n```\n\n::right::\n\n<v-clicks>\n\n- x\n- y\n\n</v-clicks>\n\n<v-after>\n\nB\n\n</v-after>\n'),
    );
    expect(code).toMatch(/VClick, \{\s*at: "1"/);
    expect(code).toContain('"data-click-start": "2"');
    expect(code).toMatch(/VClicks, \{\s*at: "4"/);
    expect(code).toMatch(/VAfter, \{\s*at: "5"/);
  });

  it('turns class into className on HTML tags', async () => {
    const { code } = await compileSlide(slideOf('<div class="callout">Hi</div>\n'));
    expect(code).toContain('className: "callout"');
    expect(code).not.toMatch(/\bclass: "/);
  });

  it('gives a slide that fails to compile an error naming its source line', async () => {
    const slide = slideOf('# Broken\n\nSome text\n\n<div>\n\nnever closed\n');
    const { code, error } = await compileSlide(slide);
    // contentStart is the blank line after the separator; <div> is five lines on.
    expect(error).toEqual({ line: slide.contentStart + 5, message: 'Expected a closing tag for `<div>`' });
    expect(code).toContain('export const error');
    expect(code).toContain('export const slots = {}');
  });

  it('reports an unknown code language as a warning and shows plain text', async () => {
    const warnings: string[] = [];
    const { code, error } = await compileSlide(slideOf('```klingon\nqapla\n```\n'), { onWarning: (m) => warnings.push(m) });
    expect(error).toBeUndefined();
    expect(warnings).toEqual(['unknown code language "klingon", shown as plain text']);
    expect(code).toContain('qapla');
  });
});

describe('click steps', () => {
  it('are the same in navigation (parser) and in the rendered slide (compiler), with <v-click> in inline code', async () => {
    const { slides } = parseDeck('# Waiting\n\nWrap it in `<v-click>` to make it wait:\n\n<v-click>\n\nNow you see me.\n\n</v-click>\n', 'talk.md');
    const slide = slides[0];
    if (!slide) throw new Error('no slide');
    const compiled = await compileSlide(slide);
    expect(slide.clicks).toBe(1);
    expect(compiled.clicks).toBe(1);
    expect(compiled.code.match(/at: "\d+"/g)).toEqual(['at: "1"']);
  });
});
