// Building decks other than the talk: a base path, a slide that fails to compile, a bad headmatter,
// a deck in several files.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeck } from '../../src/node/commands/build.ts';
import { route, withChromium, waitForSlide } from '../support/browser.ts';
import { talkDir } from '../support/talk-dir.ts';

let out: string;
let server: Server;
let origin: string;

/** Serves `dir` under `base` only, as a static host would. */
async function serveUnder(dir: string, base: string): Promise<void> {
  const files = sirv(dir, { dev: false });
  server = createServer((req, res) => {
    if (!req.url?.startsWith(base)) return void res.writeHead(404).end();
    req.url = req.url.slice(base.length - 1);
    files(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  origin = `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'deck-build-'));
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await rm(out, { recursive: true, force: true });
});

describe('a build under a base path', () => {
  let base: string;
  const newPage = withChromium({ baseURL: () => `${origin}${base}` });

  beforeAll(async () => {
    base = '/talks/rust-testing/';
    await buildDeck({ base, out: path.join(out, 'based'), root: talkDir, slides: 'slides.md', force: true, pdf: false });
    await serveUnder(path.join(out, 'based'), base);
  });

  it('works from a static server under that path, assets and images included', async () => {
    const { page, errors, open } = await newPage();
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(r.url()));
    await open('/1');
    await waitForSlide(page, 1);
    await page.keyboard.press('ArrowRight');
    await waitForSlide(page, 2);
    await open('/7');
    await waitForSlide(page, 7);
    const image = await page.locator('.slide[data-slide="7"] .layout').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(image).toContain(`${base}images/`);
    expect((await page.request.get(image.slice(5, -2))).status()).toBe(200);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('imports React from a file of its own before the app (the task between: prerender.test.ts), and compiles only the first view\'s scripts as they stream in', async () => {
    const dir = path.join(out, 'based');
    const html = await readFile(path.join(dir, 'index.html'), 'utf8');
    // The inline module's imports, in order: the chunks the entry imports (React's), then the entry.
    const firstView = [...html.matchAll(/import\("[^"]*\/(assets\/[^"]+\.js)"\)/g)].map((m) => m[1] ?? '');
    const entry = firstView.at(-1) ?? '';
    const react = firstView.find((file) => /\/react-[^/]+\.js$/.test(file)) ?? '';
    expect(entry).toMatch(/^assets\/index-/);
    expect(firstView.indexOf(react)).toBeGreaterThanOrEqual(0);
    expect(firstView.indexOf(react)).toBeLessThan(firstView.length - 1);
    // React DOM's own code (its dev-tools check survives minification) is in React's file, not the entry's.
    const code = async (file: string) => readFile(path.join(dir, file), 'utf8');
    expect(await code(react)).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    expect(await code(entry)).not.toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    const hint = '//# allFunctionsCalledOnLoad';
    for (const file of [react, entry]) expect(await code(file), file).toContain(hint);
    // A slide's chunk, loaded later or never, is compiled as it is called.
    const lazy = (await readdir(path.join(dir, 'assets'))).filter((file) => file.endsWith('.js') && !firstView.includes(`assets/${file}`));
    expect(lazy.length).toBeGreaterThan(10);
    for (const file of lazy) expect(await code(`assets/${file}`), file).not.toContain(hint);
  });
});

describe('a deck with broken slides', () => {
  const newPage = withChromium({ baseURL: () => `${origin}/` });
  const fixture = path.resolve('tests/fixtures/broken');
  const warnings: string[] = [];

  beforeAll(async () => {
    server?.close();
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await buildDeck({ base: '/', out: path.join(out, 'broken'), slides: 'slides.md', force: true, root: fixture });
    } finally {
      console.warn = warn;
    }
    await serveUnder(path.join(out, 'broken'), '/');
  });

  it('still builds, warning with the file and line of each broken slide, each once', () => {
    const text = warnings.join('\n');
    expect(text).toContain('slides.md:14: slide 2: Element is missing end tag: it runs to the end of its block, as a browser would read it');
    expect(text.match(/slides\.md:14: /g)).toHaveLength(1);
    expect(text).toContain('slides.md:19: slide 3 shows an error card: invalid YAML');
    expect(text).toContain('slides.md:34: slide 5: layout "nonsense" is neither built in nor one of the deck\'s own (layouts/): the slide is laid out with default');
    expect(text.match(/slides\.md:34: /g)).toHaveLength(1);
  });

  it('shows an element never closed as a browser would, and an error card only where the frontmatter cannot be read', async () => {
    const { page, errors, open } = await newPage();
    await open('/2');
    await waitForSlide(page, 2);
    const repaired = page.locator('.slide[data-slide="2"]');
    expect(await repaired.locator('.error-card').count()).toBe(0);
    expect(await repaired.locator('.layout-content > div').textContent()).toContain('never closed');

    await open('/3');
    await waitForSlide(page, 3);
    const card = page.locator('.slide[data-slide="3"] .error-card');
    expect(await card.getAttribute('role')).toBe('alert');
    expect(await card.locator('.error-card-place').textContent()).toBe('slides.md:19');

    for (const no of [1, 2, 4, 5]) {
      await open(`/${no}`);
      await waitForSlide(page, no);
      // None in sight (slide 2 may be laid out ahead, hidden, behind slide 1).
      expect(await page.locator('.error-card:visible').count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it('lays out a slide naming an unknown layout with the default one, content and all', async () => {
    const { page, errors, open } = await newPage();
    await open('/5');
    await waitForSlide(page, 5);
    const slide = page.locator('.slide[data-slide="5"]');
    expect(await slide.getAttribute('data-layout')).toBe('default');
    expect(await slide.locator('h1').textContent()).toBe('A layout that does not exist');
    expect(await slide.locator('.error-card').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps navigating across the broken slides', async () => {
    const { page, open } = await newPage();
    await open('/1');
    await waitForSlide(page, 1);
    for (const no of [2, 3, 4]) {
      await page.keyboard.press('ArrowDown');
      await waitForSlide(page, no);
    }
    await expect.poll(() => route(page)).toBe('/4');
  });
});

describe('a deck in several files (tests/fixtures/imports)', () => {
  const newPage = withChromium({ baseURL: () => `${origin}/` });
  const warnings: string[] = [];

  beforeAll(async () => {
    server?.close();
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await buildDeck({ base: '/', out: path.join(out, 'imports'), slides: 'slides.md', force: true, root: path.resolve('tests/fixtures/imports'), pdf: false });
    } finally {
      console.warn = warn;
    }
    await serveUnder(path.join(out, 'imports'), '/');
  });

  it('says the cycle and the missing file once each, at their src: lines, then sums up', () => {
    expect(warnings.filter((w) => w.includes('parts/loop-b.md:2: "src: ./loop-a.md"'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('slides.md:33: "src: ./parts/nowhere.md"'))).toHaveLength(1);
    expect(warnings.at(-1)).toBe('2 warnings: 2 imports failed');
  });

  it('shows the imported slides, numbered across files, with their content', async () => {
    const { page, errors, open } = await newPage();
    for (const [no, title] of [[2, 'Chapter picked'], [3, 'Nested one'], [8, 'Last']] as const) {
      await open(`/${no}`);
      await waitForSlide(page, no);
      const slide = page.locator(`.slide[data-slide="${no}"]`);
      expect(await slide.locator('h1').textContent()).toBe(title);
      expect(await slide.locator('.error-card').count()).toBe(0);
    }
    expect(await page.locator('.slide[data-slide="8"]').getAttribute('data-layout')).toBe('section');
    expect(await page.locator('.page-counter').textContent()).toBe('8 / 8');
    expect(errors).toEqual([]);
  });
});

describe('a deck whose first slide cannot be drawn at build time', () => {
  const newPage = withChromium({ baseURL: () => `${origin}/` });
  const warnings: string[] = [];
  let index = '';

  beforeAll(async () => {
    server?.close();
    // A component of the deck's own reading `window` as it renders: fine in a browser, not in Node.
    const deck = path.join(out, 'window-deck');
    await mkdir(path.join(deck, 'components'), { recursive: true });
    await writeFile(path.join(deck, 'slides.md'), '# Width\n\n<WindowWidth />\n\n---\n\n# Two\n');
    await writeFile(path.join(deck, 'components', 'WindowWidth.tsx'), 'export default function WindowWidth() {\n  return <p>The window is {window.innerWidth} px wide</p>;\n}\n');
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await buildDeck({ base: '/', out: path.join(out, 'window'), slides: 'slides.md', force: true, root: deck, pdf: false });
    } finally {
      console.warn = warn;
    }
    index = await readFile(path.join(out, 'window', 'index.html'), 'utf8');
    await serveUnder(path.join(out, 'window'), '/');
  });

  it('says so, with why, and leaves that slide out of the first paint rather than paint it blank', () => {
    expect(warnings.filter((w) => w.includes('slides.md:1: slide 1 could not be drawn at build time (window is not defined): its first paint waits for the app'))).toHaveLength(1);
    expect(warnings.at(-1)).toBe('1 warning: 1 slide not drawn for the first paint');
    expect(index).not.toContain('<template id="deck-slide-1">');
    expect(index).toContain('<template id="deck-slide-2">');
  });

  it('shows the slide once the app runs', async () => {
    const { page, errors, open } = await newPage({ viewport: { width: 1280, height: 720 } });
    await open('/1');
    await waitForSlide(page, 1);
    expect(await page.locator('.slide[data-slide="1"] p').textContent()).toBe('The window is 1280 px wide');
    expect(errors).toEqual([]);
  });
});

describe('a deck with a bad headmatter', () => {
  it('fails to build with a message naming the file, line and option', async () => {
    const dir = await mkdtemp(path.join(process.cwd(), 'tests/fixtures/tmp-'));
    try {
      await writeFile(path.join(dir, 'slides.md'), '---\ntitle: x\ncanvasWidth: -5\n---\n\n# One\n');
      await expect(buildDeck({ base: '/', out: path.join(out, 'bad'), slides: 'slides.md', force: true, root: dir })).rejects.toThrow(
        'slides.md:3: headmatter: "canvasWidth" must be a positive number, got -5',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('an up-to-date build', () => {
  it('is kept until the Markdown or the talk\'s stylesheet changes', async () => {
    const dir = await mkdtemp(path.join(process.cwd(), 'tests/fixtures/tmp-'));
    const target = path.join(out, 'stamped');
    const build = () => buildDeck({ base: '/', out: target, slides: 'slides.md', force: false, root: dir, pdf: false });
    try {
      await writeFile(path.join(dir, 'slides.md'), '---\ntitle: Stamped\ncss: ./talk.css\n---\n\n# One\n');
      await writeFile(path.join(dir, 'talk.css'), 'h1 { color: rgb(1, 2, 3); }\n');
      expect(await build()).toBe(true);
      expect(await build()).toBe(false);
      await writeFile(path.join(dir, 'talk.css'), 'h1 { color: rgb(4, 5, 6); }\n');
      expect(await build()).toBe(true);
      expect(await build()).toBe(false);
      await writeFile(path.join(dir, 'slides.md'), '---\ntitle: Stamped\ncss: ./talk.css\n---\n\n# One, changed\n');
      expect(await build()).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
