// `export` (npm run export): builds the deck if needed, serves the build on 127.0.0.1 and prints it
// to PDF, or to one PNG per page (pdf/print.ts); with --with-notes, the speaker notes beside it.
// Every slide is exported, one that shows an error card as it shows, and those are listed as warnings
// at the end; --strict refuses instead (exit 1, nothing written), for CI.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRange } from '../../shared/print-pages.ts';
import { launchChromium } from '../chromium.ts';
import { warningLine } from '../colour.ts';
import { DeckSourceError, loadDeck } from '../parser/parse.ts';
import { normaliseBase } from '../paths.ts';
import { ExportError, cardWarnings, checkBase, kib, printPdf, serveBuild, type PrintResult } from '../pdf/print.ts';
import { notesFileOf, notesMarkdown } from '../pdf/notes-export.ts';
import { WarningLog } from '../warnings.ts';
import { buildDeck } from './build.ts';

export { DEFAULT_TIMEOUT, ExportError } from '../pdf/print.ts';

export interface ExportOptions {
  /** The PDF to write; default `<exportFilename>.pdf` from the deck's headmatter (a folder `<exportFilename>` for PNG). */
  output?: string;
  format?: 'pdf' | 'png';
  /** Also write the speaker notes, as `<output>.notes.md`. */
  withNotes?: boolean;
  /** The Chrome or Chromium to print with (default: CHROME_PATH, then the usual places). */
  executablePath?: string;
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
  /** Refuse to write anything when a slide shows an error card (default: export it as it shows, with a warning). */
  strict?: boolean;
  /** Also print what Vite and rolldown report when it builds (`--debug`). */
  debug?: boolean;
}

/** `npm run export`: builds if needed, serves the build, prints it. */
export async function exportDeck(options: ExportOptions): Promise<PrintResult> {
  const root = path.resolve(options.root ?? process.cwd());
  const deck = await loadDeck(options.slides, { root }).catch((err: unknown) => {
    // A deck that cannot be read is the exporter's error; one that cannot be parsed names its line.
    throw err instanceof DeckSourceError || !(err instanceof Error) ? err : new ExportError(err.message);
  });
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
    console.warn(warningLine(`--dark has no effect: the deck sets colorSchema: ${deck.config.colorSchema}`));
  }
  const format = options.format ?? 'pdf';
  const output = path.resolve(root, options.output ?? (format === 'png' ? deck.config.exportFilename : `${deck.config.exportFilename}.pdf`));
  const outDir = path.resolve(root, options.out ?? 'dist');

  // Chromium starts while the build is checked (or made).
  const browser = launchChromium([], options.executablePath);
  browser.catch(() => {}); // reported where it is awaited
  try {
    if (options.build === false) {
      if (!existsSync(path.join(outDir, 'index.html'))) throw new ExportError(`there is no build in ${outDir}: build first, or export without --no-build`);
    } else {
      await buildDeck({ base, out: outDir, slides: options.slides, force: false, root, pdf: false, debug: options.debug });
    }
    const served = await serveBuild(outDir, base);
    try {
      const result = await printPdf({
        url: served.url,
        deck,
        output,
        format,
        browser,
        withClicks: options.withClicks,
        range: options.range,
        dark: options.dark,
        timeout: options.timeout,
        progress: options.progress ?? true,
        strict: options.strict,
      });
      const shown = path.relative(process.cwd(), result.file) || result.file;
      console.log(`wrote ${shown}${format === 'png' ? '/' : ''}: ${result.pages.length} ${format === 'png' ? 'images' : 'pages'}, ${kib(result.bytes)}, in ${result.seconds.toFixed(1)} s`);
      if (options.withNotes) {
        const notesFile = notesFileOf(output);
        await writeFile(notesFile, notesMarkdown(deck));
        console.log(`wrote ${path.relative(process.cwd(), notesFile) || notesFile}: the speaker notes`);
      }
      const warnings = new WarningLog();
      warnings.addAll(cardWarnings(result.cards));
      warnings.print();
      return result;
    } finally {
      await served.close();
    }
  } finally {
    await (await browser.catch(() => null))?.close();
  }
}
