// Reads a deck's Markdown: the entry file and every file its `src:` slides import, nested imports
// too. Kept light (no Markdown renderer) so the build stamp can find the files a deck is made of
// without loading the compiler.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DeckFiles, importedFiles, type ParsedFile, parseFile } from './imports.ts';
import { DeckSourceError } from './split.ts';

export interface DeckSources {
  /** The entry, relative to the root. */
  entry: string;
  /** Every file read or named, by its path relative to the root. */
  files: DeckFiles;
  /** Absolute paths and text of the files read, the entry first. */
  read: { path: string; text: string }[];
  /** Absolute paths of files an import names that could not be read. */
  missing: string[];
}

/** Root-relative path with `/` separators, as slide records and warnings name files. */
export const displayPath = (root: string, file: string): string => path.relative(root, file).split(path.sep).join('/') || path.basename(file);

/**
 * Reads the entry (an error when it cannot be read; a DeckSourceError when it cannot be split) and
 * follows its imports; an imported file that cannot be read or split is kept as why, for the
 * parser to warn about.
 */
export async function readDeckSources(slidesFile: string, root: string): Promise<DeckSources> {
  const entryPath = path.resolve(root, slidesFile);
  const entry = displayPath(root, entryPath);
  const text = await readFile(entryPath, 'utf8').catch((err: unknown) => {
    throw new Error(`cannot read the deck's Markdown file ${entryPath}`, { cause: err });
  });
  const files = new Map<string, ParsedFile | DeckSourceError>([[entry, parseFile(text, entry)]]);
  const read = [{ path: entryPath, text }];
  const missing: string[] = [];
  const queue = [entry];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const parsed = files.get(name);
    if (!parsed || parsed instanceof DeckSourceError) continue;
    for (const target of importedFiles(parsed)) {
      if (files.has(target) || missing.includes(path.resolve(root, target))) continue;
      const file = path.resolve(root, target);
      const source = await readFile(file, 'utf8').catch(() => null);
      if (source === null) {
        missing.push(file);
        continue;
      }
      read.push({ path: file, text: source });
      try {
        files.set(target, parseFile(source, target));
      } catch (err) {
        if (!(err instanceof DeckSourceError)) throw err;
        files.set(target, err);
      }
      queue.push(target);
    }
  }
  return { entry, files, read, missing };
}
