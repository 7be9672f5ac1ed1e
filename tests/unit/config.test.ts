// The deck configuration (SPEC §1) and its errors (SPEC §8): every field is read, each build-time
// feature does what its field says (and nothing when the field says so).
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabledHere } from '../../src/client/deck/features.ts';
import { recordingFilename } from '../../src/client/views/presenter/recording.ts';
import { tocTree } from '../../src/client/slides/builtin/toc.ts';
import { fenceInfo } from '../../src/node/compile/fences.ts';
import { decodePlantUml, encodePlantUml, plantUmlUrl } from '../../src/node/compile/plantuml.ts';
import { compileSlide } from '../../src/node/compile/slide-module.ts';
import { talkStylesheet } from '../../src/node/compile/talk-stylesheet.ts';
import { defaultConfig } from '../../src/node/parser/config.ts';
import { type DeckSourceError, parseDeck } from '../../src/node/parser/parse.ts';
import type { DeckConfig } from '../../src/shared/types.ts';

const deck = (headmatter: string, body = '# One\n') => parseDeck(`---\n${headmatter}\n---\n\n${body}`, 'talk.md');

const errorOf = (source: () => unknown): DeckSourceError => {
  try {
    source();
  } catch (err) {
    return err as DeckSourceError;
  }
  throw new Error('expected an error');
};

/** A deck's second slide, compiled with this configuration. */
async function compile(markdown: string, config: Partial<DeckConfig> = {}, options: { mode?: string; root?: string } = {}) {
  const slide = parseDeck(`# Cover\n\n---\n\n${markdown}`, 'talk.md').slides[1];
  if (!slide) throw new Error('no slide');
  const warnings: string[] = [];
  const result = await compileSlide(slide, { config: { ...defaultConfig, ...config }, ...options, onWarning: (w) => warnings.push(`${w.line}: ${w.message.replace(/^slide \d+: /, '')}`) });
  return { ...result, warnings, slide };
}

describe('every configuration field is read from the headmatter', () => {
  // A value unlike the default for each field of SPEC §1: a field the parser ignored would keep its default.
  const values: [keyof DeckConfig, string, unknown][] = [
    ['theme', 'theme: seriph', 'seriph'],
    ['title', 'title: My talk', 'My talk'],
    ['titleTemplate', "titleTemplate: '%s - Conf'", '%s - Conf'],
    ['addons', 'addons: [a, b]', ['a', 'b']],
    ['remoteAssets', 'remoteAssets: true', true],
    ['monaco', 'monaco: build', 'build'],
    ['download', 'download: true', true],
    ['info', 'info: "## About"', '## About'],
    ['highlighter', 'highlighter: shiki', 'shiki'],
    ['lineNumbers', 'lineNumbers: true', true],
    ['colorSchema', 'colorSchema: dark', 'dark'],
    ['routerMode', 'routerMode: hash', 'hash'],
    ['aspectRatio', 'aspectRatio: 4/3', 4 / 3],
    ['canvasWidth', 'canvasWidth: 1200', 1200],
    ['exportFilename', 'exportFilename: talk-pdf', 'talk-pdf'],
    ['selectable', 'selectable: false', false],
    ['themeConfig', "themeConfig:\n  primary: '#123456'", { primary: '#123456' }],
    ['fonts', "fonts:\n  sans: Inter\n  weights: '300,700'", { sans: 'Inter', mono: 'Fira Code', weights: [300, 700] }],
    ['favicon', 'favicon: /icon.png', '/icon.png'],
    ['drawings', 'drawings:\n  persist: true', { enabled: true, persist: true, presenterOnly: false, syncAll: true }],
    ['plantUmlServer', 'plantUmlServer: http://127.0.0.1:8080/plantuml/', 'http://127.0.0.1:8080/plantuml'],
    ['codeCopy', 'codeCopy: false', false],
    ['record', 'record: false', false],
    ['css', 'css: ./style.css', './style.css'],
    ['date', 'date: 2022-10-13', '2022-10-13'],
  ];

  it.each(values)('%s', (key, yaml, expected) => {
    expect(deck(yaml).config[key]).toEqual(expected);
  });

  it('has a default for every field', () => {
    const { config } = deck('title: x');
    expect(config).toMatchObject({ codeCopy: true, lineNumbers: false, monaco: false, record: 'dev', remoteAssets: false, css: 'unocss', highlighter: 'shiki' });
    expect(config.plantUmlServer).toBe('https://www.plantuml.com/plantuml');
    expect(config.date).toBeUndefined();
  });
});

describe('configuration errors (SPEC §8)', () => {
  it('unknown option: a likely typo is said at its line with the option it meant, and the deck builds (Slidev ignores unknown keys)', () => {
    expect(deck('title: x\ncodeCopi: false').warnings).toEqual([{ file: 'talk.md', line: 3, kind: 'field', message: 'headmatter: unknown option "codeCopi", ignored: did you mean "codeCopy"?' }]);
    expect(deck('title: x\ncodeCopi: false').config.codeCopy).toBe(true);
    expect(deck('lineNumber: true').warnings.map((w) => `${w.line}: ${w.message}`)).toEqual(['2: headmatter: unknown option "lineNumber", ignored: did you mean "lineNumbers"?']);
  });

  it('date resolve error: a date written YYYY-MM-DD that is not a real date stops the build at its line', () => {
    for (const bad of ['2023-02-29', '2022-13-01', '2022-10-32T10:00']) {
      const error = errorOf(() => deck(`title: x\ndate: ${bad}`));
      expect(error.message).toBe(`talk.md:3: headmatter: date resolve error: "date" must be a real date written YYYY-MM-DD (e.g. 2022-10-13), got ${JSON.stringify(bad)}`);
    }
    expect(deck('date: 2024-02-29').config.date).toBe('2024-02-29');
    expect(deck("date: '2022-10-13T09:30:00Z'").config.date).toBe('2022-10-13');
  });

  it('a date not written YYYY-MM-DD is a theme\'s own field (Slidev themes show it on the cover): kept, with one note', () => {
    for (const text of ['26 June 2023', '13.10.2022', 'next thursday']) {
      const { config, warnings, slides } = deck(`title: x\ndate: ${text}`);
      expect(config.date).toBeUndefined();
      expect(config.headmatter.date).toBe(text);
      expect(slides[0]?.frontmatter.date).toBe(text);
      expect(warnings.map((w) => `${w.line}: ${w.message.split(':')[1]?.trim()}`)).toEqual(['3: "date" is not an option of this engine']);
    }
  });

  it('unknown kind: a code fence group that is neither steps, a kind nor options is a warning at its line; the code is shown', async () => {
    const { error, warnings, code } = await compile('# Code\n\n```ts {wobble}\nx\n```\n');
    expect(error).toBeUndefined();
    // "# Cover", "", "---", "", "# Code", "", then the fence
    expect(warnings).toEqual(['7: unknown kind {wobble} for a code block (expected line-highlight steps such as {1|2-4|all} or one of {monaco}, {monaco-run}, {monaco-diff}, {monaco-write}): shown without it']);
    expect(code).toContain('"data-lang": "ts"');
  });

  it('other values that cannot work name the field and what it takes', () => {
    expect(errorOf(() => deck('css: tailwind')).message).toContain('"css" must be "unocss", "none" or the path of a .css file such as ./style.css');
    expect(errorOf(() => deck('plantUmlServer: plantuml.local')).message).toContain('"plantUmlServer" must be an http(s) URL');
    expect(errorOf(() => deck('record: always')).message).toContain('"record" must be one of true, false, "dev", "build"');
  });
});

describe('code fence groups, as Slidev reads them', () => {
  it('reads language, title, steps (with or without a space), kinds and options', () => {
    expect(fenceInfo('rust {1|2-4|all}')).toMatchObject({ lang: 'rust', steps: ['1', '2-4', 'all'], options: {}, problems: [] });
    expect(fenceInfo('ts{7-9}')).toMatchObject({ lang: 'ts', steps: ['7-9'] });
    expect(fenceInfo('ts [server.ts] {2,3}')).toMatchObject({ lang: 'ts', title: 'server.ts', steps: ['2,3'] });
    expect(fenceInfo('ts {monaco}')).toMatchObject({ kind: 'monaco', steps: [] });
    expect(fenceInfo('ts {2,3}{lines:true, startLine: 5}')).toMatchObject({ steps: ['2,3'], options: { lines: true, startLine: 5 } });
    expect(fenceInfo("ts {*}{maxHeight:'150px', at: '+2'}")).toMatchObject({ steps: ['*'], options: { maxHeight: '150px', at: '+2' } });
    expect(fenceInfo('js {none|1|2}{at:3}')).toMatchObject({ steps: ['none', '1', '2'], options: { at: 3 } });
    expect(fenceInfo('')).toMatchObject({ lang: '', steps: [], options: {}, problems: [] });
  });

  it('says what it leaves out: a wrong or unknown option, options that are not constants', () => {
    expect(fenceInfo("ts {lines:'yes'}").problems).toEqual(['code block option "lines" must be true or false, got "yes": ignored']);
    expect(fenceInfo('ts {wrap:true}').problems).toEqual(['unknown code block option "wrap" (known: at, lines, startLine, maxHeight, finally, duration): ignored']);
    expect(fenceInfo('ts {1}{at: someVariable}').problems).toEqual(["the code block's options {at: someVariable} are not a JavaScript object of constants, and are ignored"]);
  });

  it('keeps click steps as the parser counts them when options follow the steps', async () => {
    const { clicks, slide, error } = await compile('```ts {1|2|3}{lines:true}\na\nb\nc\n```\n');
    expect(error).toBeUndefined();
    expect(clicks).toBe(2);
    expect(slide.clicks).toBe(2);
  });
});

describe('lineNumbers, maxHeight and titles per fence', () => {
  it('passes the fence\'s options to its block; a plain fence follows the deck', async () => {
    const { code } = await compile("```ts {lines:true}\na\n```\n\n```ts {1}{lines:false, startLine:3, maxHeight:'150px'}\nb\n```\n\n```ts [main.ts]\nc\n```\n");
    expect(code).toContain('h($b.CodeBlock, {"lang":"ts","lines":true}');
    expect(code).toContain('h($b.CodeBlock, {"lang":"ts","steps":["1"],"startLine":3,"lines":false,"maxHeight":"150px"}');
    expect(code).toContain('h($b.CodeBlock, {"lang":"ts","title":"main.ts"}');
    expect(code.match(/"data-lang": "ts"/g)).toHaveLength(3);
  });
});

describe('monaco', () => {
  const source = '```ts {monaco}\nconst a = 1;\n```\n';

  it('with monaco on, a {monaco} fence becomes a lazily loaded editor with the highlighted code as its placeholder', async () => {
    const { code } = await compile(source, { monaco: true });
    expect(code).toContain('h($b.DeckMonaco, { lang: "ts", code: "const a = 1;", load: __deck_monaco }, h($b.CodeBlock');
    expect(code).toContain('const __deck_monaco = import.meta.env.SSR ? undefined : () => import(');
    expect(code).toMatch(/import\("[^"]*\/src\/client\/slides\/builtin\/MonacoEditor\.ts"\)/);
    expect(code).not.toMatch(/^import .*(monaco-editor|MonacoEditor)/m); // never a static import: the slide does not wait for Monaco (the engine's own path may say "monaco")
    expect(code).toContain('"data-lang": "ts"');
  });

  it('with monaco off, or on for the other kind of run, the fence is plain highlighted code', async () => {
    for (const [monaco, mode] of [[false, 'build'], ['dev', 'build'], ['build', 'dev']] as const) {
      const { code } = await compile(source, { monaco }, { mode });
      expect(code, `${String(monaco)} in ${mode}`).not.toContain('DeckMonaco');
      expect(code).not.toContain('MonacoEditor');
      expect(code).toContain('"data-lang": "ts"');
    }
    expect((await compile(source, { monaco: 'dev' }, { mode: 'dev' })).code).toContain('DeckMonaco');
    expect((await compile(source, { monaco: 'build' }, { mode: 'build' })).code).toContain('DeckMonaco');
  });
});

describe('plantUmlServer', () => {
  it("encodes like PlantUML's own documentation: Bob -> Alice : hello", () => {
    // The example of PlantUML's "text encoding" page; our deflate (zlib, level 9) gives the same bytes.
    expect(encodePlantUml('Bob -> Alice : hello')).toBe('SyfFKj2rKt3CoKnELR1Io4ZDoSa70000');
    expect(decodePlantUml('SyfFKj2rKt3CoKnELR1Io4ZDoSa70000')).toBe('Bob -> Alice : hello');
  });

  it('round-trips any text, UTF-8 included, in the 64-character alphabet', () => {
    const text = '@startuml\nÄlice -> Bøb : «hello» ✓\nnote right: 100% {ok}\n@enduml';
    const encoded = encodePlantUml(text);
    expect(encoded).toMatch(/^[0-9A-Za-z_-]+$/);
    expect(decodePlantUml(encoded)).toBe(text);
    expect(plantUmlUrl('http://127.0.0.1:9/uml/', text)).toBe(`http://127.0.0.1:9/uml/svg/${encoded}`);
  });

  it('a plantuml fence becomes an image from the configured server', async () => {
    const text = '@startuml\nBob -> Alice : hello\n@enduml';
    const { code, error } = await compile(`# Diagram\n\n\`\`\`plantuml\n${text}\n\`\`\`\n`, { plantUmlServer: 'http://127.0.0.1:8123/plantuml' });
    expect(error).toBeUndefined();
    const src = /src: "([^"]+)"/.exec(code)?.[1];
    expect(src).toBe(`http://127.0.0.1:8123/plantuml/svg/${encodePlantUml(text)}`);
    expect(decodePlantUml(src?.split('/svg/')[1] ?? '')).toBe(text);
    expect(code).toContain('h("img", { className: "plantuml", src:');
    expect(code).not.toContain('"data-lang": "plantuml"');
  });
});

describe('remoteAssets', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  let server: Server;
  let remote: string;
  let root: string;
  const requests: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'deck-remote-assets-'));
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/pixel.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('downloads remote images at build time and imports the local copy', async () => {
    const { code, warnings } = await compile(`# Images\n\n![pixel](${remote}/pixel.png "A pixel")\n\n<img src="${remote}/pixel.png" alt="again" />\n`, { remoteAssets: true }, { root });
    expect(warnings).toEqual([]);
    const imported = /^import __deck_asset_0 from "([^"]+)";$/m.exec(code)?.[1] ?? '';
    expect(imported.startsWith(path.join(root, 'node_modules', '.cache', 'deck-remote-assets'))).toBe(true);
    expect(imported.endsWith('.png')).toBe(true);
    expect(await readFile(imported)).toEqual(PNG);
    expect(code.match(/src: __deck_asset_0/g)).toHaveLength(2); // one download for both
    expect(code).not.toContain(`${remote}/pixel.png`);
    expect(requests.filter((r) => r === '/pixel.png')).toHaveLength(1);
  });

  it('keeps the remote URL and warns with the line when an image cannot be downloaded', async () => {
    const { code, warnings } = await compile(`# Images\n\n![gone](${remote}/gone.png)\n\n<img src="${remote}/page.html" />\n`, { remoteAssets: true }, { root });
    expect(warnings).toEqual([
      `7: remoteAssets: could not download ${remote}/gone.png (the server answered 404 Not Found); the slide keeps the remote URL`,
      `9: remoteAssets: could not download ${remote}/page.html (it is not an image (content type text/html)); the slide keeps the remote URL`,
    ]);
    expect(code).toContain(`src: "${remote}/gone.png"`);
    expect(code).not.toContain('__deck_asset_');
  });

  it('leaves remote images alone when off', async () => {
    const before = requests.length;
    const { code } = await compile(`![pixel](${remote}/pixel.png?off)\n`, { remoteAssets: false }, { root });
    expect(code).toContain(`src: "${remote}/pixel.png?off"`);
    expect(requests.length).toBe(before);
  });
});

describe('css', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'deck-css-'));
    await writeFile(path.join(dir, 'slides.md'), '---\ntitle: x\ncss: ./missing.css\n---\n');
    await writeFile(path.join(dir, 'style.css'), '.x { color: red }');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a .css path adds the talk\'s stylesheet; unocss and none add only Slidev\'s conventional style.css', () => {
    const slides = path.join(dir, 'slides.md');
    expect(talkStylesheet({ css: './style.css' }, slides)).toBe(`@import ${JSON.stringify(path.join(dir, 'style.css'))};\n`);
    expect(existsSync(path.join(dir, 'style.css'))).toBe(true);
    // style.css beside the Markdown is the talk's stylesheet in Slidev whatever css: says (tests/unit/themes.test.ts).
    expect(talkStylesheet({ css: 'unocss' }, slides)).toBe(`@import ${JSON.stringify(path.join(dir, 'style.css'))};\n`);
    expect(talkStylesheet({ css: 'none' }, slides)).toBe(`@import ${JSON.stringify(path.join(dir, 'style.css'))};\n`);
    expect(() => talkStylesheet({ css: './missing.css' }, slides)).toThrow(`slides.md:3: headmatter: "css" names ./missing.css, which does not exist (looked for ${path.join(dir, 'missing.css')})`);
  });
});

describe('click animations', () => {
  it('takes Slidev\'s presets (modifiers, `animation`) and this engine\'s `variant` alike, as classes', async () => {
    const { code, error, warnings } = await compile('<v-click variant="up">\n\nA\n\n</v-click>\n\n<v-clicks animation="scale">\n\n- x\n- y\n\n</v-clicks>\n\n<div v-click.fade.right>B</div>\n');
    expect(error).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(code).toContain('"opacity",["up"]]');
    expect(code.match(/"opacity",\["scale"\]\]/g)).toHaveLength(2);
    expect(code).toContain('"opacity",["fade","right"]]');
    expect(code).not.toContain('variant');
  });
});

describe('table of contents', () => {
  const { slides } = parseDeck(
    ['# Intro', '---', '# Part one', '---', '## Detail', '---', '### Deeper', '---', 'hideInToc: true', '---', '# Hidden', '---', '## Back at two', '---', 'no heading', '---', 'layout: end', '---', '# The end'].join('\n'),
    'talk.md',
  );

  it('nests titles by level, leaving out hidden, untitled and uncounted slides', () => {
    const titles = (items: ReturnType<typeof tocTree>): unknown[] => items.map((i) => (i.children.length ? [i.title, titles(i.children)] : i.title));
    expect(titles(tocTree(slides))).toEqual(['Intro', ['Part one', [['Detail', ['Deeper']], 'Back at two']]]);
    expect(tocTree(slides).map((i) => i.no)).toEqual([1, 2]);
    expect(titles(tocTree(slides, 1, 2))).toEqual(['Intro', ['Part one', ['Detail', 'Back at two']]]);
    expect(titles(tocTree(slides, 2))).toEqual([['Detail', ['Deeper']], 'Back at two']);
  });
});

describe('record', () => {
  it('true records everywhere, dev only in the dev server, build only in builds, false nowhere', () => {
    expect([true, 'dev', 'build', false].map((s) => [enabledHere(s as DeckConfig['record'], true), enabledHere(s as DeckConfig['record'], false)])).toEqual([
      [true, true],
      [true, false],
      [false, true],
      [false, false],
    ]);
  });

  it('names recordings after the export file name, the source and the time', () => {
    expect(recordingFilename('my-talk', 'camera', new Date(2022, 9, 13, 9, 5))).toBe('my-talk-camera-2022-10-13-0905.webm');
  });
});
