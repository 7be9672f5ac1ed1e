// Whether a build is up to date: a hash of everything it is made from (the talk's Markdown, the
// files its slides import, public/ and stylesheets, the engine's source and lock file), kept in the
// build as `.deck-build.json`.
// Small on purpose: `npm start` on an up-to-date build checks this and loads no compiler.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { readDeckSources } from './parser/sources.ts';
import { engineDir } from './paths.ts';

export const STAMP_FILE = '.deck-build.json';

export interface Stamp {
  hash?: string;
  base?: string;
  /** Whether the build holds the deck's PDF: written, failed (a page did not render) or skipped (`pdf: false`). */
  pdf?: 'written' | 'failed' | 'skipped';
  /** The PDF's file name in the build, when the deck offers one (`download: true`). */
  pdfFile?: string;
}

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

/** The talk's own stylesheet (`css: path` in the headmatter), which lives beside the Markdown, outside public/. */
function talkStylesheetFile(root: string, slides: string, source: string): string[] {
  const headmatter = /^---\r?\n([\s\S]*?)\r?\n---\s*$/m.exec(source.startsWith('---') ? source : '')?.[1];
  const css: unknown = headmatter === undefined ? undefined : parseDocument(headmatter).toJS()?.css;
  if (typeof css !== 'string' || css === 'unocss' || css === 'none') return [];
  return [path.resolve(path.dirname(path.join(root, slides)), css)];
}

/** Slidev's conventional stylesheets beside the Markdown: style.css, and everything under styles/. */
async function conventionalStyles(root: string, slides: string): Promise<string[]> {
  const dir = path.dirname(path.join(root, slides));
  const files = [path.join(dir, 'style.css')];
  for await (const file of filesUnder(path.join(dir, 'styles'))) files.push(file);
  return files;
}

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs', 'vite.config.cjs', 'vite.config.cts'];
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

/** A hash of everything a build is made from. */
export async function inputsHash(root: string, slides: string, base: string): Promise<string> {
  const hash = createHash('sha256').update(base);
  const source = await readFile(path.join(root, slides), 'utf8').catch(() => '');
  let stylesheet: string[] = [];
  try {
    stylesheet = talkStylesheetFile(root, slides, source);
  } catch {
    // a broken headmatter: the build itself reports it
  }
  // The files its `src:` slides import (and those they name that are missing, should they appear).
  const deck = await readDeckSources(slides, root).catch(() => null); // the build itself says what is wrong
  const imported = deck ? [...deck.read.slice(1).map((file) => file.path), ...deck.missing] : [];
  // The talk's own Vite configuration and environment shape its build too.
  const talkConfig = [...VITE_CONFIGS, ...ENV_FILES].map((name) => path.join(root, name));
  const files = [path.join(root, slides), ...imported, ...stylesheet, ...(await conventionalStyles(root, slides)), ...talkConfig, path.join(engineDir, 'package-lock.json')];
  for (const dir of [path.join(root, 'public'), path.join(engineDir, 'src')]) for await (const file of filesUnder(dir)) files.push(file);
  // The deck's own layouts and components (layouts/, components/ beside the Markdown file) are part of its app.
  for (const dir of ['layouts', 'components']) for await (const file of filesUnder(path.join(path.dirname(path.join(root, slides)), dir))) files.push(file);
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex');
}

export const readStamp = (outDir: string): Promise<Stamp | null> =>
  readFile(path.join(outDir, STAMP_FILE), 'utf8').then((text) => JSON.parse(text) as Stamp, () => null);

export const writeStamp = (outDir: string, stamp: Stamp): Promise<void> => writeFile(path.join(outDir, STAMP_FILE), JSON.stringify(stamp));

/**
 * Whether the build in `outDir` is what `buildDeck` would make now: built from these inputs, and
 * holding the PDF when the deck offers one and `wantPdf` (a build made by `export` skips it).
 */
export async function isUpToDate(options: { root: string; slides: string; base: string; outDir: string; wantPdf: boolean }): Promise<boolean> {
  const stamp = await readStamp(options.outDir);
  if (!stamp || stamp.hash !== (await inputsHash(options.root, options.slides, options.base))) return false;
  if (!options.wantPdf || !stamp.pdfFile) return true;
  return stamp.pdf !== 'skipped' && (stamp.pdf !== 'written' || existsSync(path.join(options.outDir, stamp.pdfFile)));
}
