// The talk's own stylesheets (src/node/compile/talk-stylesheet.ts), at Slidev's conventional places
// beside the Markdown (style.css, styles/index.css, the CSS a styles/index.ts imports) and the file
// `css:` names, in the order they apply, after the engine's and the theme's styles.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talkStylesheet, talkStylesheetFiles } from '../../src/node/compile/talk-stylesheet.ts';

describe('the talk\'s own stylesheets', () => {
  let dir: string;
  const slides = () => path.join(dir, 'slides.md');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'deck-styles-'));
    await writeFile(slides(), '---\ntitle: x\n---\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('none: a comment, nothing imported', () => {
    expect(talkStylesheet({ css: 'unocss' }, slides())).not.toContain('@import');
  });

  it('style.css and styles/index.css, in Slidev\'s order, then the file css: names (once)', async () => {
    await writeFile(path.join(dir, 'style.css'), 'h1 { color: red }');
    await mkdir(path.join(dir, 'styles'), { recursive: true });
    await writeFile(path.join(dir, 'styles', 'index.css'), 'h2 { color: blue }');
    await writeFile(path.join(dir, 'talk.css'), 'h3 { color: green }');
    expect(talkStylesheetFiles({ css: 'unocss' }, slides())).toEqual([path.join(dir, 'style.css'), path.join(dir, 'styles', 'index.css')]);
    expect(talkStylesheetFiles({ css: './talk.css' }, slides())).toEqual([path.join(dir, 'style.css'), path.join(dir, 'styles', 'index.css'), path.join(dir, 'talk.css')]);
    expect(talkStylesheetFiles({ css: './style.css' }, slides())).toEqual([path.join(dir, 'style.css'), path.join(dir, 'styles', 'index.css')]);
    expect(talkStylesheet({ css: 'none' }, slides())).toBe(`@import ${JSON.stringify(path.join(dir, 'style.css'))};\n@import ${JSON.stringify(path.join(dir, 'styles', 'index.css'))};\n`);
    await rm(path.join(dir, 'styles', 'index.css'));
  });

  it('styles/index.ts: the CSS files it imports, in its order; the rest of it is said, not run', async () => {
    await writeFile(path.join(dir, 'styles', 'base.css'), 'p { margin: 0 }');
    await writeFile(path.join(dir, 'styles', 'code.css'), 'pre { margin: 0 }');
    await writeFile(path.join(dir, 'styles', 'index.ts'), "// the talk's styles\nimport './code.css'\nimport './base.css';\nimport 'virtual:uno.css'\n");
    const said: string[] = [];
    const files = talkStylesheetFiles({ css: 'unocss' }, slides(), (w) => said.push(`${w.file}:${w.line}: ${w.message}`));
    expect(files).toEqual([path.join(dir, 'style.css'), path.join(dir, 'styles', 'code.css'), path.join(dir, 'styles', 'base.css')]);
    expect(said).toEqual(["styles/index.ts:4: styles/index.ts is not run: only the CSS files it imports (import './x.css') are applied"]);
  });
});
