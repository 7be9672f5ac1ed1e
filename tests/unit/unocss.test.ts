// UnoCSS as a deck gets it: Slidev's configuration (presets, shortcuts, variants, fonts) with the
// talk's own uno.config.ts merged over it, the stylesheet made only from where the author writes
// classes (tags, frontmatter, components; not prose or code blocks), `@apply` in a slide's <style>
// and in the talk's stylesheet, and variant groups written out in a slide's class attributes.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGenerator } from '@unocss/core';
import postcss from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDeck } from '../../src/node/parser/parse.ts';
import { engineDir } from '../../src/node/paths.ts';
import { deckUnoConfig } from '../../src/node/unocss/config.ts';
import { DeckUno } from '../../src/node/unocss/deck-uno.ts';
import { directivesPlugin } from '../../src/node/unocss/postcss.ts';
import { markdownSnippets, withoutCode } from '../../src/node/unocss/sources.ts';
import type { DeckWarning } from '../../src/node/warnings.ts';
import { compile } from '../support/compile.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A talk folder with these files. */
async function talk(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'deck-uno-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

async function generate(dir: string, tokens: string) {
  const { config, problems, files } = await deckUnoConfig(dir, [dir, engineDir]);
  const uno = await createGenerator(config);
  return { ...(await uno.generate(tokens, { preflights: false })), problems, files };
}

describe('deckUnoConfig: Slidev\'s setup', () => {
  it('has Tailwind-3 utilities, Slidev\'s shortcuts and variants, attributify and icons as classes', async () => {
    const dir = await talk({});
    const { css } = await generate(dir, 'grid-cols-2 abs-bl bg-main text-primary forward:text-red-500 <div text-xl m="t-4"> i-carbon-sun font-sans prose');
    expect(css).toContain('.grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr));}');
    expect(css).toMatch(/\.abs-bl\{position:absolute;bottom:0;left:0;\}/);
    expect(css).toContain('.dark .bg-main');
    expect(css).toContain('color:var(--deck-primary)');
    expect(css).toContain('.slidev-nav-go-forward .forward\\:text-red-500');
    expect(css).toContain('[text-xl=""]{font-size:1.25rem');
    expect(css).toContain('[m~="t-4"]{margin-top:1rem;}');
    expect(css).toMatch(/\.i-carbon-sun\{--un-icon:url\("data:image\/svg\+xml/);
    expect(css).toContain('font-family:var(--deck-font-sans)');
    expect(css).toContain('.prose'); // typography
  });

  it('merges the talk\'s uno.config.ts over it: its shortcuts and colours join Slidev\'s, its fonts win', async () => {
    const dir = await talk({
      'uno.config.ts': "export default { theme: { colors: { harbour: '#0b7285' }, fontFamily: { sans: 'Inter' } }, shortcuts: { 'tide-chip': 'px-2 bg-harbour' } };\n",
    });
    const { css, files, problems } = await generate(dir, 'tide-chip abs-bl bg-red-500 font-sans');
    expect(problems).toEqual([]);
    expect(files).toEqual([path.join(dir, 'uno.config.ts')]);
    expect(css).toMatch(/\.tide-chip\{[^}]*background-color:rgb\(11 114 133/);
    expect(css).toContain('.abs-bl');
    expect(css).toContain('.bg-red-500');
    expect(css).toContain('font-family:Inter');
  });

  it('reads unocss.config.ts too, and a config importing `unocss` (the fixture deck\'s)', async () => {
    const { css, problems } = await generate(path.resolve('tests/fixtures/slidev-unocss'), 'tide-chip');
    expect(problems).toEqual([]);
    expect(css).toContain('.tide-chip');
    const dir = await talk({ 'unocss.config.ts': "export default { shortcuts: { boxed: 'border p-2' } };\n" });
    expect((await generate(dir, 'boxed')).css).toContain('.boxed');
  });

  it('says a config it cannot load, and styles the deck with Slidev\'s own', async () => {
    const dir = await talk({ 'uno.config.ts': "import { nothing } from 'no-such-package-here';\nexport default { shortcuts: nothing };\n" });
    const { css, problems } = await generate(dir, 'abs-bl');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe(path.join(dir, 'uno.config.ts'));
    expect(css).toContain('.abs-bl');
    await writeFile(path.join(dir, 'slides.md'), '# A\n');
    const deck = await loadDeck(path.join(dir, 'slides.md'), { root: dir });
    const { warnings } = await new DeckUno(dir, dir, engineDir).stylesheet(deck);
    expect(warnings.map((w) => `${w.file}:${w.line} ${w.kind}`)).toEqual(['uno.config.ts:1 feature']);
    expect(warnings[0]?.message).toContain('it imports "no-such-package-here", which is not installed (`npm install -D no-such-package-here`');
  });
});

describe('where classes are read from', () => {
  it('blanks code blocks and inline code, keeping lines', () => {
    const text = 'a `<b class="x">`\n```html\n<div class="grid">\n```\n<p class="flex">\n';
    const masked = withoutCode(text);
    expect(masked.split('\n')).toHaveLength(text.split('\n').length);
    expect(masked).not.toContain('grid');
    expect(masked).not.toContain('class="x"');
    expect(masked).toContain('<p class="flex">');
  });

  it('takes tags (across lines, quoted values holding ">") and @apply, with their lines', () => {
    const snippets = markdownSnippets('/t/slides.md', '# Title\n\n<div\n  class="grid"\n  :class="{ \'a>b\': ok }">\n\n<style>\n.x { @apply p-4; }\n</style>\n');
    expect(snippets.map((s) => [s.line, s.tag ?? s.code])).toEqual([
      [3, 'div'],
      [7, 'style'],
      [8, 'p-4'],
    ]);
  });

  it('makes a stylesheet of the classes in tags, frontmatter and components only, not prose or code', async () => {
    const dir = await talk({
      'slides.md': '---\nclass: text-center\n---\n\n# Static content\n\nA flex table of contents, hidden in prose.\n\n```html\n<div class="grid">\n```\n\n<p class="text-sm" m="t-4">Small</p>\n',
      'components/Card.vue': '<template><div class="rounded-lg"><slot/></div></template>\n',
    });
    const deck = await loadDeck(path.join(dir, 'slides.md'), { root: dir });
    const { css, warnings } = await new DeckUno(dir, dir, engineDir).stylesheet(deck);
    expect(warnings).toEqual([]);
    for (const used of ['.text-center', '.text-sm', '[m~="t-4"]', '.rounded-lg']) expect(css).toContain(used);
    for (const unused of ['.static', '.flex', '.table', '.contents', '.hidden', '.grid']) expect(css).not.toContain(`${unused}{`);
  });

  it('has the --un-* defaults what the talk\'s own stylesheet @applies needs (preflight on demand)', async () => {
    const dir = await talk({ 'slides.md': '# Plain\n', 'style.css': '.card { @apply shadow-lg; }\n', 'styles/index.css': '.tilt { @apply rotate-3; }\n' });
    const deck = await loadDeck(path.join(dir, 'slides.md'), { root: dir });
    const { css } = await new DeckUno(dir, dir, engineDir).stylesheet(deck);
    expect(css).toContain('--un-ring-offset-shadow:0 0 rgb(0 0 0 / 0)');
    expect(css).toContain('--un-rotate:0');
  });

  it('gives a deck that uses no utility an empty stylesheet', async () => {
    const dir = await talk({ 'slides.md': '# Plain\n\n<p class="muted">Just the engine\'s classes</p>\n' });
    const deck = await loadDeck(path.join(dir, 'slides.md'), { root: dir });
    const { css } = await new DeckUno(dir, dir, engineDir).stylesheet(deck);
    expect(css).toBe('/* no UnoCSS utilities in this deck */\n');
  });

  it('says a missing icon set once, with the file and line of its first use', async () => {
    const dir = await talk({ 'slides.md': '# Links\n\n<p><mdi-github/> <mdi-twitter/></p>\n\n<span class="i-mdi-heart"/>\n' });
    const deck = await loadDeck(path.join(dir, 'slides.md'), { root: dir });
    const { warnings } = await new DeckUno(dir, dir, engineDir).stylesheet(deck);
    expect(warnings.map((w) => `${w.file}:${w.line} ${w.kind}`)).toEqual(['slides.md:3 asset']);
    expect(warnings[0]?.message).toContain('npm install -D @iconify-json/mdi');
  });
});

describe('@apply', () => {
  it('applies in a slide\'s <style>, variants and groups too, before scoping; an unknown utility is said', async () => {
    const dir = await talk({});
    const uno = new DeckUno(dir, dir, engineDir);
    const { css, warnings } = await compile('\n<div class="card">Hi</div>\n\n<style>\n.card {\n  @apply p-4 hover:(bg-red-500 text-white) no-such-utility;\n}\n</style>\n', {
      directives: (text, id) => uno.directives(text, id),
    });
    expect(css.replace(/\s+/g, '')).toContain('.slide[data-slide="2"].card{padding:1rem;}');
    expect(css).toMatch(/\.slide\[data-slide="2"\] \.card:hover\{[^}]*background-color:rgb\(239 68 68/);
    expect(css).not.toContain('@apply');
    expect(warnings.map((w) => [w.line, w.kind, w.message.includes('no-such-utility')])).toEqual([[9, 'html', true]]);
  });

  it('applies in the talk\'s own stylesheet, said with its file and line', async () => {
    const dir = await talk({});
    const uno = new DeckUno(dir, dir, engineDir);
    const warnings: DeckWarning[] = [];
    const plugin = directivesPlugin({ uno: () => Promise.resolve(uno), root: dir, warn: (w) => warnings.push(w) });
    const from = path.join(dir, 'style.css');
    const result = await postcss([plugin]).process('.note {\n  @apply text-xs italic;\n}\n.bad { @apply nope-nope; }\nh1 { color: red }\n', { from });
    expect(result.css.replace(/\s+/g, '')).toContain('.note{font-size:0.75rem;line-height:1rem;font-style:italic;}');
    expect(result.css).toContain('h1 { color: red }');
    expect(warnings.map((w) => `${w.file}:${w.line}`)).toEqual(['style.css:4']);
  });

  it('leaves CSS without a directive as it is', async () => {
    const plugin = directivesPlugin({ uno: () => Promise.reject(new Error('not needed')), root: '/', warn: () => undefined });
    const result = await postcss([plugin]).process('a { color: red }', { from: undefined });
    expect(result.css).toBe('a { color: red }');
  });
});

describe('variant groups in a slide\'s classes', () => {
  it('writes `hover:(a b)` out as `hover:a hover:b`, as transformer-variant-group does', async () => {
    const { code } = await compile('\n<p class="hover:(text-red underline) mt-2">Hi</p>\n');
    expect(code).toContain('className: "hover:text-red hover:underline mt-2"');
  });
});
