// `build`: the static site, skipped when nothing it is made from has changed.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDeck, type ParsedDeck } from '../parser/parse.ts';
import { compressBuild } from '../compress.ts';
import { writeServiceWorker } from '../offline.ts';
import { prerenderIndex } from '../prerender.ts';
import { clientDir, deckViteConfig, normaliseBase } from '../vite-config.ts';

export interface BuildOptions {
  base: string;
  out: string;
  slides: string;
  /** Build even when the inputs have not changed. */
  force: boolean;
  root?: string;
  /** Also print `<exportFilename>.pdf` into the build when the deck sets `download: true` (default true). */
  pdf?: boolean;
}

interface Stamp {
  hash?: string;
  /** Whether the build holds the deck's PDF: written, failed (a page did not render) or skipped (`pdf: false`). */
  pdf?: 'written' | 'failed' | 'skipped';
}

/** Prints the deck's PDF into the build (see export.ts); loaded only when needed, as it brings Chromium in. */
async function writePdf(root: string, outDir: string, base: string, deck: ParsedDeck): Promise<Stamp['pdf']> {
  const { writeBuildPdf } = await import('./export.ts');
  return (await writeBuildPdf({ root, outDir, base, deck })) ? 'written' : 'failed';
}

const STAMP = '.deck-build.json';

async function* filesUnder(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** The engine: its source (src/) and its lock file, wherever the talk lives. */
const engineDir = path.resolve(clientDir, '..', '..');

/** The talk's own stylesheet (`css: path`), which lives beside the Markdown, outside public/. */
function talkStylesheetFile(root: string, slides: string, source: string): string[] {
  try {
    const { css } = parseDeck(source, slides).config;
    return css === 'unocss' || css === 'none' ? [] : [path.resolve(path.dirname(path.join(root, slides)), css)];
  } catch {
    return []; // a broken headmatter: the build itself reports it
  }
}

/** A hash of everything a build is made from: the talk (Markdown, public/, stylesheet), the engine and its lock file. */
async function inputsHash(root: string, slides: string, base: string): Promise<string> {
  const hash = createHash('sha256').update(base);
  const source = await readFile(path.join(root, slides), 'utf8').catch(() => '');
  const files = [path.join(root, slides), ...talkStylesheetFile(root, slides, source), path.join(engineDir, 'package-lock.json')];
  for (const dir of [path.join(root, 'public'), path.join(engineDir, 'src')]) for await (const file of filesUnder(dir)) files.push(file);
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex');
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

/** Builds the deck into `out`; returns false when an up-to-date build was already there. */
export async function buildDeck(options: BuildOptions): Promise<boolean> {
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.out);
  const base = normaliseBase(options.base);
  const hash = await inputsHash(root, options.slides, base);
  const wantPdf = options.pdf !== false;
  if (!options.force) {
    const stamp = await readFile(path.join(outDir, STAMP), 'utf8').then(JSON.parse, () => null) as Stamp | null;
    if (stamp?.hash === hash) {
      // Up to date, but built without the PDF (e.g. by `export`), or the PDF was removed: print it now.
      if (wantPdf && (stamp.pdf === 'skipped' || stamp.pdf === 'written')) {
        const deck = parseDeck(await readFile(path.resolve(root, options.slides), 'utf8'), options.slides);
        if (stamp.pdf === 'skipped' || !existsSync(path.join(outDir, `${deck.config.exportFilename}.pdf`))) {
          await writeFile(path.join(outDir, STAMP), JSON.stringify({ hash, base, pdf: await writePdf(root, outDir, base, deck) }));
        }
      }
      return false;
    }
  }
  const started = performance.now();
  // Read the deck first, so a broken headmatter fails with its own message rather than inside Vite's.
  const slidesFile = path.resolve(root, options.slides);
  const source = await readFile(slidesFile, 'utf8').catch(() => {
    throw new Error(`cannot read the deck's Markdown file ${slidesFile}`);
  });
  const deck = parseDeck(source, path.relative(root, slidesFile));
  const { build } = await import('vite'); // loaded only when there is something to build: saves a second when up to date
  const project = { root, slides: options.slides, base, outDir };
  await productionBuild(async () => {
    await build(deckViteConfig(project, { logLevel: 'warn' }));
    await prerenderIndex(project, deck.config);
    await writeServiceWorker(outDir, hash.slice(0, 16));
    await compressBuild(outDir);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`built ${path.relative(root, outDir) || '.'}/ (base ${base}) in ${seconds} s`);
  const pdf = !deck.config.download ? undefined : wantPdf ? await writePdf(root, outDir, base, deck) : 'skipped';
  await writeFile(path.join(outDir, STAMP), JSON.stringify({ hash, base, pdf }));
  return true;
}
