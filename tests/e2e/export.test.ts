// PDF export: page counts with and without click steps, each page's text, ranges, dark mode, a slide
// with an error card exported as it shows (and --strict refusing it), failures that write nothing,
// and the PDF the build puts behind the toolbar's download button.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printPages } from '../../src/shared/print-pages.ts';
import { buildDeck } from '../../src/node/commands/build.ts';
import { exportDeck } from '../../src/node/commands/export.ts';
import { printPdf } from '../../src/node/pdf/print.ts';
import { deckURL, withChromium } from '../support/browser.ts';
import { chromiumPath } from '../support/chromium.ts';
import { runDeck } from '../support/cli.ts';
import { talk } from '../support/deck.ts';
import { talkDir } from '../support/talk-dir.ts';

const run = promisify(execFile);
/** The talk's Markdown file, as the repository's `npm run export` names it. */
const talkSlides = path.join(talkDir, 'slides.md');
/** A deck whose slide 2 has a frontmatter no YAML parser reads: a card, whatever the compiler. */
const cardDeck = path.resolve('tests/fixtures/export-card');
const canvas = { width: talk.config.canvasWidth * 0.75, height: (talk.config.canvasWidth / talk.config.aspectRatio) * 0.75 };

interface Pdf {
  /** Each page's text, whitespace collapsed. */
  pages: string[];
  /** Each page's width × height in points. */
  sizes: [number, number][];
  outline: string[];
}

async function readPdf(data: Uint8Array | string): Promise<Pdf> {
  const bytes = typeof data === 'string' ? new Uint8Array(await readFile(data)) : data;
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const pdf: Pdf = { pages: [], sizes: [], outline: ((await doc.getOutline()) ?? []).map((item) => item.title) };
  for (let no = 1; no <= doc.numPages; no++) {
    const page = await doc.getPage(no);
    const content = await page.getTextContent();
    pdf.pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim());
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    pdf.sizes.push([x1 - x0, y1 - y0]);
  }
  await doc.destroy();
  return pdf;
}

/** Mean grey level (0 black … 255 white) of one PDF page, rendered small by poppler's pdftoppm. */
async function meanGrey(file: string, page: number): Promise<number> {
  const { stdout } = await run('pdftoppm', ['-gray', '-r', '12', '-f', String(page), '-l', String(page), file], { encoding: 'buffer' }).catch((err: NodeJS.ErrnoException) => {
    throw err.code === 'ENOENT' ? new Error('pdftoppm is missing: `npm test` installs it (Debian package poppler-utils)') : err;
  });
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(stdout.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a PGM image');
  const pixels = stdout.subarray(header[0].length);
  return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
}

/** The text a page must show for its slide: its title (the end slide has none: it shows END). */
const expectedText = (no: number) => talk.slides[no - 1]?.title || 'END';
const squash = (s: string) => s.replace(/\s+/g, '');


let dir: string;
let lightPdf: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deck-export-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('exporting the built talk', () => {
  it('writes one canvas-sized page per slide, each with its slide\'s text, and nothing else', async () => {
    lightPdf = path.join(dir, 'talk.pdf');
    const result = await printPdf({ url: deckURL(), deck: talk, output: lightPdf });
    expect(result.pages).toHaveLength(25);
    const pdf = await readPdf(lightPdf);
    expect(pdf.pages).toHaveLength(25);
    pdf.pages.forEach((text, i) => expect(squash(text), `page ${i + 1}`).toContain(squash(expectedText(i + 1))));
    // Chromium rounds the paper to its own grid: within half a point of the canvas.
    for (const [width, height] of pdf.sizes) {
      expect(Math.abs(width - canvas.width)).toBeLessThan(0.5);
      expect(Math.abs(height - canvas.height)).toBeLessThan(0.5);
    }
    expect(pdf.outline.slice(0, 3)).toEqual(talk.slides.slice(0, 3).map((s) => s.title));
    expect(await readdir(dir)).toEqual(['talk.pdf']); // no temporary file left behind
  }, 60_000);

  it('with clicks, gives each click step its own page in order, each revealing more', async () => {
    const output = path.join(dir, 'clicks.pdf');
    await printPdf({ url: deckURL(), deck: talk, output, withClicks: true });
    const pages = printPages(talk.slides, { withClicks: true });
    expect(pages).toHaveLength(talk.slides.reduce((sum, s) => sum + s.clicks + 1, 0));
    const pdf = await readPdf(output);
    expect(pdf.pages).toHaveLength(pages.length);
    pages.forEach((page, i) => expect(squash(pdf.pages[i] ?? ''), `page ${page.label}`).toContain(squash(expectedText(page.no))));

    const at = (label: string) => pdf.pages[pages.findIndex((p) => p.label === label)] ?? '';
    const callout = 'Every test owns its database';
    expect(at('012-00')).not.toContain(callout);
    expect(at('012-01')).toContain(callout);
    const ideas = ['Error codes and error formatting', 'Authentication requirements', 'Fixtures on happy-path requests', 'Pagination'];
    const revealed = (label: string) => ideas.filter((idea) => at(label).includes(idea)).length;
    expect(['023-00', '023-01', '023-02', '023-03', '023-04'].map(revealed)).toEqual([0, 1, 2, 3, 4]);
  }, 60_000);
});

describe('npm run export', () => {
  it('builds when needed, then exports a range of slides in dark mode, reporting progress', async () => {
    const output = path.join(dir, 'range.pdf');
    const { code, stdout, stderr } = await runDeck(['export', talkSlides, '--out', path.join(dir, 'site'), '--output', output, '--range', '2-4,9', '--dark']);
    expect(stderr).not.toContain('error');
    expect(code).toBe(0);
    expect(stderr).toContain('rendering 4 slides…');
    expect(stderr).toContain('writing PDF…');
    expect(stdout).toMatch(/wrote .*range\.pdf: 4 pages, \d+ KiB, in [\d.]+ s/);
    const pdf = await readPdf(output);
    expect(pdf.pages).toHaveLength(4);
    [2, 3, 4, 9].forEach((no, i) => expect(squash(pdf.pages[i] ?? '')).toContain(squash(expectedText(no))));

    // The same slide (2, a plain one) is light in the default export and dark here.
    expect(await meanGrey(lightPdf, 2)).toBeGreaterThan(200);
    expect(await meanGrey(output, 1)).toBeLessThan(60);
  }, 120_000);

  it('writes one PNG per page with --format png, and the speaker notes with --with-notes, with the browser named', async () => {
    const output = path.join(dir, 'pages');
    const { code, stdout, stderr } = await runDeck([
      'export', talkSlides, '--out', path.join(dir, 'site'), '--format', 'png', '--output', output, '--range', '1-3', '--with-notes', '--executable-path', chromiumPath(),
    ]);
    expect(stderr).not.toContain('error');
    expect(code).toBe(0);
    // Each step named for what it does: images are written, no PDF.
    expect(stderr).toContain('rendering 3 slides…');
    expect(stderr).toContain('writing PNG images…');
    expect(stderr).not.toContain('PDF');
    expect(stdout).toMatch(/wrote .*pages\/: 3 images, \d+ KiB/);
    expect((await readdir(output)).sort()).toEqual(['001.png', '002.png', '003.png']);
    // A PNG's width and height are at bytes 16 and 20: twice the slide canvas, sharp on a projector.
    const png = await readFile(path.join(output, '002.png'));
    expect(png.readUInt32BE(16)).toBe(talk.config.canvasWidth * 2);
    expect(Math.abs(png.readUInt32BE(20) - (talk.config.canvasWidth / talk.config.aspectRatio) * 2)).toBeLessThan(3);

    const notes = await readFile(path.join(dir, 'pages.notes.md'), 'utf8');
    const second = talk.slides[1];
    expect(notes).toContain(`## 2 · ${second?.title}`);
    expect(notes).toContain(second?.note.trim().split('\n')[0]);
    expect(stdout).toContain('pages.notes.md: the speaker notes');
  }, 120_000);

  it('says so when the browser named by --executable-path is not there, and writes nothing', async () => {
    const output = path.join(dir, 'nobrowser.pdf');
    const { code, stderr } = await runDeck(['export', talkSlides, '--out', path.join(dir, 'site'), '--output', output, '--executable-path', '/no/such/chrome']);
    expect(code).not.toBe(0);
    expect(stderr).toContain('no browser at /no/such/chrome (--executable-path)');
    expect(existsSync(output)).toBe(false);
  }, 120_000);

  it('exports every slide, one that shows an error card as it shows, and lists it in a warning at the end', async () => {
    const output = path.join(dir, 'card', 'card.pdf');
    await mkdir(path.dirname(output));
    const { code, stdout, stderr } = await runDeck(['export', '--out', path.join(dir, 'card-site'), '--output', output], cardDeck);
    expect(code).toBe(0);
    expect(stdout).toMatch(/wrote .*card\.pdf: 3 pages/);
    const pdf = await readPdf(output);
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages[0]).toContain('Before the broken slide');
    expect(pdf.pages[1]).toContain('Slide 2 could not be shown');
    expect(squash(pdf.pages[1] ?? '')).toContain('slides.md:13');
    expect(pdf.pages[2]).toContain('After the broken slide');
    // Listed once, at the end (after the PDF is written), with file:line, the card's message and the summary.
    const warning = 'warning slides.md:13: slide 2 shows an error card, exported as it shows: invalid YAML:';
    expect(stderr.split(warning)).toHaveLength(2);
    expect(stderr.indexOf(warning)).toBeGreaterThan(stderr.indexOf('writing PDF…'));
    expect(stderr.trimEnd().split('\n').at(-1)).toBe('1 warning: 1 slide shows an error card');
    expect(await readdir(path.dirname(output))).toEqual(['card.pdf']);
  }, 120_000);

  it('with --strict, fails naming the slide and its card, and writes nothing', async () => {
    const output = path.join(dir, 'strict', 'card.pdf');
    await mkdir(path.dirname(output));
    const { code, stdout, stderr } = await runDeck(['export', '--out', path.join(dir, 'card-site'), '--output', output, '--strict'], cardDeck);
    expect(code).toBe(1);
    expect(stderr).toContain('a slide shows an error card instead of its content:');
    expect(stderr).toContain('slide 2 (slides.md:13): invalid YAML:');
    expect(stderr).toContain('no PDF written (--strict)');
    expect(stdout).not.toContain('wrote');
    expect(await readdir(path.dirname(output))).toEqual([]);
  }, 120_000);

  it('fails when an image of a slide does not load, and writes no PDF', async () => {
    const fixture = await mkdtemp(path.join(process.cwd(), 'tests/fixtures/tmp-'));
    try {
      await writeFile(
        path.join(fixture, 'slides.md'),
        '---\ntitle: Missing image\n---\n\n# Fine\n\n---\nbackground: /images/missing.svg\n---\n\n# A slide whose background is missing\n',
      );
      const output = path.join(dir, 'missing.pdf');
      await expect(exportDeck({ slides: 'slides.md', root: fixture, out: path.join(dir, 'missing-site'), output, progress: false })).rejects.toThrow(
        /background image http:\/\/127\.0\.0\.1:\d+\/images\/missing\.svg on page 002 did not load\nno PDF written/,
      );
      expect(existsSync(output)).toBe(false);
    } finally {
      await rm(fixture, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a page that never finishes loading', () => {
  it('stops after the timeout with a message saying what it waited for, and writes no PDF', async () => {
    // A proxy to the deck that never answers for the cover's background image.
    const upstream = deckURL();
    const server = createServer((req, res) => {
      if (req.url?.startsWith('/images/cover')) return;
      fetch(new URL(req.url ?? '/', upstream))
        .then(async (response) => {
          res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' });
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const output = path.join(dir, 'stuck.pdf');
    try {
      const started = Date.now();
      // Long enough that even a busy machine renders both slides first: the image is what it waits for.
      await expect(printPdf({ url: `http://127.0.0.1:${port}/`, deck: talk, output, range: '1-2', timeout: 12_000 })).rejects.toThrow(
        /^timed out after 12 s waiting for fonts and images to load\n.*no PDF written \(raise the limit with --timeout <ms>\)$/s,
      );
      expect(Date.now() - started).toBeLessThan(45_000);
      expect(existsSync(output)).toBe(false);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});

describe('the PDF a build prints with download: true', () => {
  it('holds every slide, one with an error card as it shows, and the build lists that slide in a warning', async () => {
    const out = path.join(dir, 'card-build');
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      await buildDeck({ base: '/', out, slides: 'slides.md', force: true, root: cardDeck });
    } finally {
      console.warn = warn;
    }
    const pdf = await readPdf(path.join(out, 'card-deck.pdf'));
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages[1]).toContain('Slide 2 could not be shown');
    const said = warnings.join('\n');
    expect(said).toContain('slides.md:13: slide 2 shows an error card, exported as it shows: invalid YAML:');
    expect(said).toContain('1 warning: 1 slide shows an error card');
  }, 120_000);

  it('with strict, fails the build and leaves the PDF out', async () => {
    const out = path.join(dir, 'card-build-strict');
    const warn = console.warn;
    console.warn = () => {};
    try {
      await expect(buildDeck({ base: '/', out, slides: 'slides.md', force: true, root: cardDeck, strict: true })).rejects.toThrow(
        /card-deck\.pdf not written: a slide shows an error card instead of its content:\n {2}slide 2 \(slides\.md:13\): invalid YAML:/,
      );
    } finally {
      console.warn = warn;
    }
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'card-deck.pdf'))).toBe(false);
  }, 120_000);
});

describe('the toolbar\'s download button', () => {
  const newPage = withChromium();

  it('links to the PDF the build wrote, which the server serves', async () => {
    const { page, open } = await newPage();
    await open('/1');
    await page.waitForSelector('.slide .layout');
    const link = page.getByRole('link', { name: 'Download PDF' });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/${talk.config.exportFilename}.pdf`);
    expect(await link.getAttribute('download')).not.toBeNull();

    const response = await page.request.get(new URL(href ?? '', deckURL()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await response.body()));
    expect(pdf.pages).toHaveLength(25);
    expect(pdf.pages[0]).toContain(talk.slides[0]?.title);
  });
});
