// The slide compiler, rule by rule: what Slidev's Markdown (markdown-it with Vue's HTML rules, then
// Vue's template parser) accepts compiles here, and what it cannot honour is a warning with its line.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeColourCss } from '../../src/node/compile/highlight.ts';
import { compileSlide } from '../../src/node/compile/slide-module.ts';
import { splitSlots } from '../../src/node/parser/slots.ts';
import { parseDeck } from '../../src/node/parser/parse.ts';
import { compile } from '../support/compile.ts';

describe('splitSlots', () => {
  it('splits at ::name:: lines outside code, as Slidev\'s slot sugar does, keeping source lines', () => {
    const slots = splitSlots('# Left\n\n```md\n::right::\n```\n::right::\nRight side\n:: default ::\nmore\n', 10);
    expect(slots.map((s) => [s.name, s.line])).toEqual([
      ['default', 10],
      ['right', 16],
      ['default', 18],
    ]);
    expect(slots[0]?.markdown).toContain('```md\n::right::\n```');
  });
});

describe('compileSlide', () => {
  it('exports one component per slot, `:: default ::` going on with the default slot', async () => {
    const { code, warnings } = await compile('# Left\n\n::right::\n\nRight\n\n:: default ::\n\nMore left\n');
    expect(warnings).toEqual([]);
    expect(code).toContain('export const slots = { "default": Slot0, "right": Slot1 }');
    expect(code.indexOf('More left')).toBeLessThan(code.indexOf('function Slot1'));
  });

  it('takes `<template v-slot:right>` and `<template #right>` at the top as slots', async () => {
    const { code } = await compile('Left\n\n<template v-slot:right>\n\nOn the right\n\n</template>\n');
    expect(code).toContain('"right": Slot1');
    expect(code.slice(code.indexOf('function Slot1'))).toContain('On the right');
  });

  it('highlights code at build time with both themes, token colours as classes', async () => {
    const { code } = await compile('```rust {1|2}\nfn main() {\n}\n```\n');
    const used = [...new Set(code.match(/sk[ld]-[0-9a-f]+/g))];
    expect(used.some((c) => c.startsWith('skl-')) && used.some((c) => c.startsWith('skd-'))).toBe(true);
    const css = await codeColourCss();
    for (const c of used) expect(css).toMatch(new RegExp(`\\.${c}\\{--shiki-${c.startsWith('skl') ? 'light' : 'dark'}:#${c.slice(4)}\\}`));
    // Only the block itself keeps an inline style (its background colours), not each token.
    expect(code.match(/"--shiki-light"/g)).toHaveLength(1);
    expect(code).toContain('"steps":["1","2"],"start":1');
    expect(code).toContain('"data-line": 2');
  });

  it('keeps `{{` in code blocks and inline code as text', async () => {
    const { code, warnings } = await compile('`{{ not.an.expression }}`\n\n```rust\nprintln!("{{}}", x);\n```\n');
    expect(warnings).toEqual([]);
    expect(code).toContain('"{{ not.an.expression }}"');
    expect(code).not.toContain('not.an.expression)');
    expect(code).toContain('{{}}');
  });

  it('reports an unknown code language with its line and shows plain text', async () => {
    const { code, warnings } = await compile('\n```klingon\nqapla\n```\n');
    expect(warnings).toEqual([{ file: 'talk.md', line: 5, kind: 'code', message: 'slide 2: unknown code language "klingon": shown as plain text' }]);
    expect(code).toContain('qapla');
  });

  it('gives a slide whose frontmatter cannot be read an error card', async () => {
    const slide = parseDeck('# Cover\n\n---\nlayout: [unclosed\n---\n\n# Hi\n', 'talk.md').slides[1];
    if (!slide) throw new Error('no slide');
    const { code, error } = await compileSlide(slide);
    expect(error?.message).toMatch(/YAML/);
    expect(code).toContain('export const error');
  });
});

describe("GitHub's task lists and alerts, as Slidev reads them", () => {
  it('draws a task\'s box in its label, ticked as written, and an alert with its title; each brings its stylesheet, and only then', async () => {
    const tasks = await compile('- [x] Boiled\n- [ ] Steeped\n- plain\n');
    expect(tasks.warnings).toEqual([]);
    expect(tasks.code).toContain('h("label", null, h("input", { className: "task-list-item-checkbox", checked: true, disabled: true, type: "checkbox" }), "Boiled")');
    expect(tasks.code).toContain('h("label", null, h("input", { className: "task-list-item-checkbox", disabled: true, type: "checkbox" }), "Steeped")');
    expect(tasks.code).toContain('task-lists.css');
    expect(tasks.code).not.toContain('markdown-it-github-alerts');
    const alert = await compile('> [!WARNING] Mind the lid\n> It may crack.\n');
    expect(alert.warnings).toEqual([]);
    expect(alert.code).toContain('"markdown-alert markdown-alert-warning"');
    expect(alert.code).toContain('Mind the lid');
    expect(alert.code).toContain('markdown-it-github-alerts/styles/github-base.css');
    const plain = await compile('> Just a quote\n\n- an item\n');
    expect(plain.code).toContain('h("blockquote"');
    expect(plain.code).not.toMatch(/task-lists\.css|markdown-it-github-alerts/);
  });
});

describe('lenient HTML, as markdown-it and Vue read it', () => {
  it('takes void elements left open, unquoted attribute values and a bare < in prose', async () => {
    const { code, warnings } = await compile('\n<img src=/a.svg alt=Logo>\n\nLine<br>break, a <= b and a < b\n\n<video controls><source src=/v.mp4 type=video/mp4></video>\n');
    expect(warnings).toEqual([]);
    expect(code).toContain('h("img", { src: "/a.svg", alt: "Logo" })');
    expect(code).toContain('h("br", null)');
    expect(code).toContain('"break, a <= b and a < b"');
    expect(code).toContain('h("video", { controls: true }, h("source", { src: "/v.mp4", type: "video/mp4" }))');
  });

  it('turns class into className and a style string into a style object (never React error #62)', async () => {
    const { code } = await compile('\n<div class="callout" style="color: red; font-size: 2em; --gap: 4px">Hi</div>\n');
    expect(code).toContain('className: "callout"');
    expect(code).toContain('style: {"color":"red","fontSize":"2em","--gap":"4px"}');
  });

  it('keeps attributify names React can set and drops those it cannot, without a warning', async () => {
    const { code, warnings } = await compile('\n<div text-xl bg-gray:10 m="t-4" 2xl:hidden>x</div>\n');
    expect(warnings).toEqual([]);
    expect(code).toContain('h("div", { "text-xl": "", "bg-gray:10": "", m: "t-4" }, "x")');
  });

  it('leaves HTML comments out', async () => {
    const { code } = await compile('\n<!-- a comment -->\n\nText <!-- inline --> here\n');
    expect(code).not.toContain('comment');
    expect(code).not.toContain('inline');
  });

  it('repairs an element never closed as a browser would, and says where', async () => {
    const { code, warnings, error } = await compile('\n# Broken\n\n<div class="box">\n\nnever closed\n');
    expect(error).toBeUndefined();
    expect(code).toContain('never closed');
    expect(warnings).toEqual([{ file: 'talk.md', line: 7, kind: 'html', message: 'slide 2: Element is missing end tag: it runs to the end of its block, as a browser would read it' }]);
  });

  it('scopes a <style> block to its slide, nesting kept, :deep() unwrapped', async () => {
    const { css, code } = await compile('\n# Styled\n\n<style>\nh1 { color: red; .x { color: blue } }\n.a :deep(.b), p { margin: 0 }\n@media (min-width: 10px) { li { color: green } }\n</style>\n', { styleId: '/@deck/slide-2.css' });
    expect(css).toContain('.slide[data-slide="2"] h1 { color: red; .x { color: blue } }');
    expect(css).toContain('.slide[data-slide="2"] .a .b, .slide[data-slide="2"] p');
    expect(css).toContain('.slide[data-slide="2"] li');
    expect(code).toContain('import "/@deck/slide-2.css"');
    expect(code).not.toContain('color: red');
  });

  it('leaves @apply out with a warning naming the styling engine, and <script> with one saying it is not run', async () => {
    const { css, warnings } = await compile('\n<style>\n.a { @apply text-xl; color: red }\n</style>\n\n<script setup>\nconst x = 1\n</script>\n');
    expect(css).toContain('color: red');
    expect(css).not.toContain('@apply');
    expect(warnings.map((w) => [w.line, w.kind]).sort()).toEqual([
      [6, 'feature'],
      [9, 'syntax'],
    ]);
  });
});

describe('snippets (<<< @/file)', () => {
  it('imports a file, or its #region, as a code block with its steps; a missing one is said and shown as written', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'deck-snippet-'));
    try {
      await mkdir(path.join(root, 'snippets'));
      await writeFile(path.join(root, 'snippets', 'a.ts'), 'const a = 1;\n// #region main\nconst b = 2;\nconst c = 3;\n// #endregion main\n');
      await writeFile(path.join(root, 'talk.md'), '');
      const { code, warnings, clicks } = await compile('\n<<< @/snippets/a.ts#main {1|2}\n\n<<< ./snippets/gone.rs\n', { root });
      expect(clicks).toBe(1);
      expect(code).toContain('"lang":"ts","steps":["1","2"]');
      expect(code).toContain('" b"');
      expect(code).not.toContain('" a"');
      expect(warnings.map((w) => [w.line, w.kind])).toEqual([[7, 'asset']]);
      expect(code).toContain('"<<< ./snippets/gone.rs"');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
