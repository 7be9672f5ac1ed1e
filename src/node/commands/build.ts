// `build`: the static site, skipped when nothing it is made from has changed (build-stamp.ts).
// The compiler (Vite, MDX, Shiki) loads only when there is something to build, so `npm start` on an
// up-to-date build starts without it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_MANIFEST, type ServerManifest } from '../build-files.ts';
import { inputsHash, isUpToDate, readStamp, writeStamp, type Stamp } from '../build-stamp.ts';
import { type LoadedDeck, loadDeck, type ParsedDeck } from '../parser/parse.ts';
import { normaliseBase } from '../paths.ts';
import { deckSources } from '../server/headers.ts';
import { WarningLog } from '../warnings.ts';

export interface BuildOptions {
  base: string;
  out: string;
  slides: string;
  /** Build even when the inputs have not changed. */
  force: boolean;
  root?: string;
  /** Also print `<exportFilename>.pdf` into the build when the deck sets `download: true` (default true). */
  pdf?: boolean;
  /** Fail, without the PDF, when a slide of it shows an error card (default: print it as it shows, with a warning). */
  strict?: boolean;
  /** Also print what Vite and rolldown report (`--debug`). */
  debug?: boolean;
}

/** Prints the deck's PDF into the build (pdf/print.ts); loaded only when needed, as it brings Chromium in. */
async function writePdf(root: string, outDir: string, base: string, deck: ParsedDeck, strict = false): Promise<Stamp['pdf']> {
  const { writeBuildPdf } = await import('../pdf/print.ts');
  return (await writeBuildPdf({ root, outDir, base, deck, strict })) ? 'written' : 'failed';
}

/**
 * A build is always a production build (React's and the JSX runtime's too), even inside a test
 * runner that has set NODE_ENV=test: Vite and its React plugin read NODE_ENV.
 */
async function productionBuild<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** What the deck server needs of this deck, so it never parses the Markdown itself. */
function serverManifest(deck: LoadedDeck): ServerManifest {
  return {
    slideCount: deck.slides.length,
    drawings: deck.config.drawings,
    ...deckSources(deck.sources, deck.config),
    notes: deck.slides.map((slide) => ({ no: slide.no, html: slide.notesHTML })),
  };
}

/** Builds the deck into `out`; returns false when an up-to-date build was already there. */
export async function buildDeck(options: BuildOptions): Promise<boolean> {
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.out);
  const base = normaliseBase(options.base);
  const hash = await inputsHash(root, options.slides, base);
  const wantPdf = options.pdf !== false;
  if (!options.force && (await readStamp(outDir))?.hash === hash) {
    // Up to date, but built without the PDF (e.g. by `export`), or the PDF was removed: print it now.
    if (!(await isUpToDate({ root, slides: options.slides, base, outDir, wantPdf }))) {
      const deck = await loadDeck(options.slides, { root });
      await writeStamp(outDir, { hash, base, pdf: await writePdf(root, outDir, base, deck, options.strict), pdfFile: `${deck.config.exportFilename}.pdf` });
    }
    return false;
  }
  const started = performance.now();
  // Read the deck first, so a broken headmatter fails with its own message rather than inside Vite's.
  const deck = await loadDeck(options.slides, { root });
  // Everything the build has to say, said once at its end (the Vite plugin adds to it too).
  const log = new WarningLog();
  log.addAll(deck.warnings);
  const [{ build }, { deckViteConfig, withTalkViteConfig }, { prerenderIndex }, { writeServiceWorker }, { compressBuild }] = await Promise.all([
    import('vite'),
    import('../vite-config.ts'),
    import('../prerender.ts'),
    import('../offline.ts'),
    import('../compress.ts'),
  ]);
  const project = { root, slides: options.slides, base, outDir, warnings: log, debug: options.debug };
  try {
    await productionBuild(async () => {
      await build(await withTalkViteConfig(deckViteConfig(project), root, 'build', log));
      log.addAll(await prerenderIndex(project, deck.config, deck.slides));
      await writeServiceWorker(outDir, hash.slice(0, 16));
      await compressBuild(outDir);
    });
  } finally {
    log.print();
  }
  await writeFile(path.join(outDir, SERVER_MANIFEST), JSON.stringify(serverManifest(deck)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`built ${path.relative(root, outDir) || '.'}/ (base ${base}) in ${seconds} s`);
  // `download: <url>` links to a PDF elsewhere: none is printed into the build.
  const printsPdf = deck.config.download === true;
  const pdf = !printsPdf ? undefined : wantPdf ? await writePdf(root, outDir, base, deck, options.strict) : 'skipped';
  await writeStamp(outDir, { hash, base, pdf, ...(printsPdf ? { pdfFile: `${deck.config.exportFilename}.pdf` } : {}) });
  return true;
}
