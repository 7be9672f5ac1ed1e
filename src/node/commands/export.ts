// `export` (npm run export): builds the deck if needed, serves the build on 127.0.0.1 and prints it
// to PDF (pdf/print.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRange } from '../../shared/print-pages.ts';
import { launchChromium } from '../chromium.ts';
import { parseDeck } from '../parser/parse.ts';
import { normaliseBase } from '../paths.ts';
import { ExportError, checkBase, kib, printPdf, serveBuild, type PrintResult } from '../pdf/print.ts';
import { buildDeck } from './build.ts';

export { DEFAULT_TIMEOUT, ExportError } from '../pdf/print.ts';

export interface ExportOptions {
  /** The PDF to write; default `<exportFilename>.pdf` from the deck's headmatter. */
  output?: string;
  withClicks?: boolean;
  range?: string;
  dark?: boolean;
  timeout?: number;
  /** The deck's Markdown file. */
  slides: string;
  /** Base path of the build (built first when out of date). */
  base?: string;
  /** Folder of the built site. */
  out?: string;
  /** Build first when the build is out of date (default); false prints the build in `out` as it is. */
  build?: boolean;
  root?: string;
  progress?: boolean;
}

/** `npm run export`: builds if needed, serves the build, prints it. */
export async function exportDeck(options: ExportOptions): Promise<PrintResult> {
  const root = path.resolve(options.root ?? process.cwd());
  const slidesFile = path.resolve(root, options.slides);
  const source = await readFile(slidesFile, 'utf8').catch(() => {
    throw new ExportError(`cannot read the deck's Markdown file ${slidesFile}`);
  });
  const deck = parseDeck(source, path.relative(root, slidesFile));
  const base = normaliseBase(options.base ?? '/');
  checkBase(base);
  if (options.range !== undefined) {
    try {
      parseRange(options.range, deck.slides.length);
    } catch (err) {
      throw new ExportError(err instanceof Error ? err.message : String(err));
    }
  }
  if (options.dark && deck.config.colorSchema !== 'auto') {
    console.warn(`\x1b[33mwarning\x1b[0m --dark has no effect: the deck sets colorSchema: ${deck.config.colorSchema}`);
  }
  const output = path.resolve(root, options.output ?? `${deck.config.exportFilename}.pdf`);
  const outDir = path.resolve(root, options.out ?? 'dist');

  // Chromium starts while the build is checked (or made).
  const browser = launchChromium();
  browser.catch(() => {}); // reported where it is awaited
  try {
    if (options.build === false) {
      if (!existsSync(path.join(outDir, 'index.html'))) throw new ExportError(`there is no build in ${outDir}: build first, or export without --no-build`);
    } else {
      await buildDeck({ base, out: outDir, slides: options.slides, force: false, root, pdf: false });
    }
    const served = await serveBuild(outDir, base);
    try {
      const result = await printPdf({
        url: served.url,
        deck,
        output,
        browser,
        withClicks: options.withClicks,
        range: options.range,
        dark: options.dark,
        timeout: options.timeout,
        progress: options.progress ?? true,
      });
      const shown = path.relative(process.cwd(), result.file) || result.file;
      console.log(`wrote ${shown}: ${result.pages.length} pages, ${kib(result.bytes)}, in ${result.seconds.toFixed(1)} s`);
      return result;
    } finally {
      await served.close();
    }
  } finally {
    await (await browser.catch(() => null))?.close();
  }
}
