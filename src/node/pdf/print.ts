// Printing a built deck to PDF with Chromium, from the built site's print view (/print?print), for
// `npm run export` and for the PDF that `download: true` puts into a build. Every page is checked
// before printing (layout rendered, fonts, images and code loaded); anything missing fails with a
// message, and the PDF is written to a temporary file renamed into place only when complete. A slide
// that shows an error card is printed as it shows and named in the result (`strict` refuses instead).
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sirv from 'sirv';
import { parseRange, printPages, printQuery, type PrintPage } from '../../shared/print-pages.ts';
import { launchChromium } from '../chromium.ts';
import { warningLine } from '../colour.ts';
import { writePageImages } from './images.ts';
import { reporter } from './progress.ts';
import type { ParsedDeck } from '../parser/parse.ts';
import { WarningLog } from '../warnings.ts';
import { cardWarnings, describeCards, shownCards, type CardError, type ShownCard } from './cards.ts';

export { cardWarnings, type ShownCard } from './cards.ts';

export const DEFAULT_TIMEOUT = 30_000;

/** A failed export: the message says what went wrong and where; no PDF was written. */
export class ExportError extends Error {
  override name = 'ExportError';
}

export interface PrintOptions {
  /** Where the built deck is served, ending in its base path, e.g. http://127.0.0.1:4000/talk/. */
  url: string;
  deck: ParsedDeck;
  /** The PDF file to write (a folder of images with `format: 'png'`). */
  output: string;
  /** A PDF (the default), or one PNG image per page. */
  format?: 'pdf' | 'png';
  withClicks?: boolean;
  /** Slides to print, e.g. "1-5,8"; every slide when omitted. */
  range?: string;
  dark?: boolean;
  /** Milliseconds to wait for every page to render. */
  timeout?: number;
  /** A progress bar on a terminal, lines otherwise; nothing when false. */
  progress?: boolean;
  /** A browser to print with (closed by its owner); one is launched and closed otherwise. */
  browser?: Browser | Promise<Browser>;
  /** Refuse (ExportError, nothing written) when a slide shows an error card, instead of printing it as it shows. */
  strict?: boolean;
}

export interface PrintResult {
  file: string;
  pages: PrintPage[];
  bytes: number;
  /** Seconds from the first request to the renamed file. */
  seconds: number;
  /** Slides printed with an error card, once each, in slide order. */
  cards: ShownCard[];
}

interface PageStatus {
  labels: string[];
  rendered: number;
  errors: CardError[];
  pending: { label: string; reason: string }[];
  rangeError: string | null;
}

// The in-page checks are plain JavaScript strings: they run in Chromium as written, untouched by any transpiler.
const statusScript = (fences: Record<number, number>) => `(() => {
  const fences = ${JSON.stringify(fences)};
  const pages = [...document.querySelectorAll('.print-page')];
  const status = { labels: pages.map((p) => p.dataset.page), rendered: 0, errors: [], pending: [], rangeError: document.querySelector('.print-error')?.textContent ?? null };
  for (const page of pages) {
    const card = page.querySelector('.error-card');
    if (card) {
      status.errors.push({
        no: Number(page.dataset.slide),
        place: card.querySelector('.error-card-place')?.textContent ?? '',
        message: card.querySelector('.error-card-message')?.textContent ?? '',
      });
      status.rendered++;
      continue;
    }
    // A Mermaid diagram shows its source as highlighted code until it is drawn.
    const code = page.querySelectorAll('pre.shiki').length + page.querySelectorAll('.slidev-mermaid[data-state="drawn"]').length;
    const wanted = fences[page.dataset.slide] ?? 0;
    if (!page.querySelector('.slide .layout') || page.querySelector('.slide-loading')) status.pending.push({ label: page.dataset.page, reason: 'layout not rendered' });
    else if (code < wanted) status.pending.push({ label: page.dataset.page, reason: 'code not highlighted (' + code + ' of ' + wanted + ' blocks)' });
    else if (page.querySelector('.slidev-mermaid[data-state="pending"]')) status.pending.push({ label: page.dataset.page, reason: 'Mermaid diagram not drawn' });
    else status.rendered++;
  }
  return status;
})()`;

const assetsScript = `(async () => {
  const problems = [];
  const where = (el) => el.closest('.print-page')?.dataset.page ?? '?';
  const images = [...document.querySelectorAll('.print-view img')];
  const backgrounds = new Map();
  for (const el of document.querySelectorAll('.print-view *')) {
    const value = getComputedStyle(el).backgroundImage;
    if (!value || value === 'none') continue;
    for (const match of value.matchAll(/url\\("?(.*?)"?\\)/g)) if (!backgrounds.has(match[1])) backgrounds.set(match[1], where(el));
  }
  await Promise.all([
    document.fonts.ready,
    ...images.map(async (img) => {
      img.loading = 'eager';
      await img.decode().catch(() => {});
      if (!img.complete || img.naturalWidth === 0) problems.push('image ' + (img.currentSrc || img.src) + ' on page ' + where(img) + ' did not load');
    }),
    ...[...backgrounds].map(async ([url, page]) => {
      const image = new Image();
      image.src = url;
      await image.decode().catch(() => problems.push('background image ' + url + ' on page ' + page + ' did not load'));
    }),
  ]);
  await document.fonts.ready;
  for (const face of document.fonts) if (face.status === 'error') problems.push('font "' + face.family + '" ' + face.weight + ' did not load');
  if (document.fonts.status !== 'loaded') problems.push('fonts are still loading');
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return problems;
})()`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Prints the deck served at `options.url` to a PDF; throws an ExportError (and writes nothing) unless every page rendered. */
export async function printPdf(options: PrintOptions): Promise<PrintResult> {
  const started = performance.now();
  const { config, slides } = options.deck;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  const deadline = Date.now() + timeout;
  const range = options.range === undefined ? undefined : parseRange(options.range, slides.length);
  const withClicks = options.withClicks ?? false;
  const expected = printPages(slides, { withClicks, range });
  const fences = Object.fromEntries(slides.map((s) => [s.no, s.codeBlocks]));
  const width = config.canvasWidth;
  const height = config.canvasWidth / config.aspectRatio;
  const unit = withClicks ? 'pages' : 'slides';

  const ownBrowser = !options.browser;
  const browser = await (options.browser ?? launchChromium());
  const context = await browser.newContext({
    viewport: { width: Math.ceil(width), height: Math.ceil(height) },
    colorScheme: options.dark ? 'dark' : 'light',
    // Images at twice the canvas, sharp on a projector or a slide-sharing site; a PDF is vectors anyway.
    deviceScaleFactor: options.format === 'png' ? 2 : 1,
    // The deck's offline cache would only fetch every file again while we print.
    serviceWorkers: 'block',
  });
  const output = path.resolve(options.output);
  const temp = path.join(path.dirname(output), `.${path.basename(output)}.${process.pid}.partial`);
  const progress = reporter(options.progress ?? false, expected.length, unit, options.format ?? 'pdf');
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('response', (res) => {
      if (res.status() >= 400) pageErrors.push(`${res.status()} for ${res.url()}`);
    });
    const query = printQuery({ withClicks, embedded: true, range: options.range });
    const url = `${options.url}#/print?${query}`;
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout }).catch((err: unknown) => {
      throw new ExportError(`could not open ${url}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    });

    const stuck = (what: string) =>
      new ExportError(
        `timed out after ${timeout / 1000} s waiting for ${what}` +
          (pageErrors.length ? `\n  the page reported: ${[...new Set(pageErrors)].slice(0, 5).join('; ')}` : '') +
          '\nno PDF written (raise the limit with --timeout <ms>)',
      );

    // Every page: its layout rendered (or an error card, printed as it shows unless strict), its code highlighted.
    let status: PageStatus;
    for (;;) {
      status = (await page.evaluate(statusScript(fences))) as PageStatus;
      progress.rendered(status.rendered);
      if (options.strict && status.errors.length > 0) throw new ExportError(`${describeCards(shownCards(status.errors, options.deck))}\nno PDF written (--strict)`);
      if (status.rangeError) throw new ExportError(`the print view rejected the range: ${status.rangeError}`);
      if (status.labels.length === expected.length && status.rendered === expected.length) {
        const want = expected.map((p) => p.label).join(' ');
        if (status.labels.join(' ') !== want) {
          throw new ExportError(`the print view shows pages ${status.labels.join(' ')}, expected ${want}: is the build out of date?`);
        }
        break;
      }
      if (Date.now() > deadline) {
        const missing = status.labels.length < expected.length ? [`the print view shows ${status.labels.length} of ${expected.length} pages`] : [];
        const pending = status.pending.slice(0, 8).map((p) => `page ${p.label}: ${p.reason}`);
        throw stuck(`the slides to render (${[...missing, ...pending].join('; ')})`);
      }
      await sleep(50);
    }

    // Fonts, images and background images: loaded and decoded.
    let timer: NodeJS.Timeout | undefined;
    const problems = await Promise.race([
      page.evaluate(assetsScript) as Promise<string[]>,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(stuck('fonts and images to load')), Math.max(deadline - Date.now(), 1000));
      }),
    ]).finally(() => clearTimeout(timer));
    if (problems.length > 0) throw new ExportError(`not every page is complete:\n  ${problems.join('\n  ')}\nno PDF written`);

    const cards = shownCards(status.errors, options.deck);
    progress.writing();
    await mkdir(path.dirname(output), { recursive: true });
    if (options.format === 'png') {
      const bytes = await writePageImages(page, expected.map((p) => p.label), output);
      return { file: output, pages: expected, bytes, seconds: (performance.now() - started) / 1000, cards };
    }
    const pdf = await page.pdf({ width: `${width}px`, height: `${height}px`, printBackground: true, preferCSSPageSize: true, outline: true, tagged: true });
    await writeFile(temp, pdf);
    await rename(temp, output);
    return { file: output, pages: expected, bytes: pdf.length, seconds: (performance.now() - started) / 1000, cards };
  } finally {
    progress.stop();
    await rm(temp, { force: true });
    await context.close().catch(() => {});
    if (ownBrowser) await browser.close().catch(() => {});
  }
}

/** Serves a built deck folder on 127.0.0.1 (a free port) under its base path, as a static host would. */
export async function serveBuild(dir: string, base: string): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const prefix = base.startsWith('/') ? base : '/';
  const files = sirv(dir, { dev: false, etag: false });
  const server = createServer((req, res) => {
    if (!req.url?.startsWith(prefix)) return void res.writeHead(404).end();
    req.url = req.url.slice(prefix.length - 1);
    files(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the export server has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}${prefix}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function checkBase(base: string): void {
  if (/^(https?:)?\/\//.test(base)) throw new ExportError(`cannot export a deck built for base ${base}: its files are not served from here; export with a path base such as /`);
}

export const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

/**
 * Writes `<exportFilename>.pdf` into a fresh build (`npm run build` with `download: true`). Slides that
 * show an error card are printed as they show and listed as warnings (into `warnings` when the build
 * keeps a log, printed here otherwise). A page that does not render is reported as a warning: the
 * site is still built, without the PDF. With `strict`, a card or any other failure throws instead.
 */
export async function writeBuildPdf(options: { root: string; outDir: string; base: string; deck: ParsedDeck; strict?: boolean; warnings?: WarningLog }): Promise<boolean> {
  const output = path.join(options.outDir, `${options.deck.config.exportFilename}.pdf`);
  const relative = path.relative(options.root, output);
  try {
    checkBase(options.base);
    const served = await serveBuild(options.outDir, options.base);
    try {
      const result = await printPdf({ url: served.url, deck: options.deck, output, progress: true, strict: options.strict });
      console.log(`wrote ${relative} (${result.pages.length} pages, ${kib(result.bytes)}) in ${result.seconds.toFixed(1)} s`);
      const log = options.warnings ?? new WarningLog();
      log.addAll(cardWarnings(result.cards));
      if (!options.warnings) log.print();
      return true;
    } finally {
      await served.close();
    }
  } catch (err) {
    if (options.strict) throw err instanceof ExportError ? new ExportError(`${relative} not written: ${err.message}`) : err;
    console.warn(warningLine(`${relative} not written: ${err instanceof Error ? err.message : String(err)}`));
    return false;
  }
}
