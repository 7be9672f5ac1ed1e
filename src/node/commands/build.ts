// `build`: the static site, skipped when nothing it is made from has changed.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { parseDeck } from '../parser/parse.ts';
import { deckViteConfig, normaliseBase } from '../vite-config.ts';

export interface BuildOptions {
  base: string;
  out: string;
  slides: string;
  /** Build even when the inputs have not changed. */
  force: boolean;
  root?: string;
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

/** A hash of everything a build is made from: the talk, the engine and the lock file. */
async function inputsHash(root: string, slides: string, base: string): Promise<string> {
  const hash = createHash('sha256').update(base);
  const files = [path.join(root, slides), path.join(root, 'package-lock.json')];
  for (const dir of ['public', 'src']) for await (const file of filesUnder(path.join(root, dir))) files.push(file);
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex');
}

/** Builds the deck into `out`; returns false when an up-to-date build was already there. */
export async function buildDeck(options: BuildOptions): Promise<boolean> {
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.out);
  const base = normaliseBase(options.base);
  const hash = await inputsHash(root, options.slides, base);
  if (!options.force) {
    const stamp = await readFile(path.join(outDir, STAMP), 'utf8').then(JSON.parse, () => null) as { hash?: string } | null;
    if (stamp?.hash === hash) return false;
  }
  const started = performance.now();
  // Read the deck first, so a broken headmatter fails with its own message rather than inside Vite's.
  const slidesFile = path.resolve(root, options.slides);
  const source = await readFile(slidesFile, 'utf8').catch(() => {
    throw new Error(`cannot read the deck's Markdown file ${slidesFile}`);
  });
  parseDeck(source, path.relative(root, slidesFile));
  await build(deckViteConfig({ root, slides: options.slides, base, outDir }, { logLevel: 'warn' }));
  await writeFile(path.join(outDir, STAMP), JSON.stringify({ hash, base }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`built ${path.relative(root, outDir) || '.'}/ (base ${base}) in ${seconds} s`);
  return true;
}
