// Writes the service worker into a build, with the files to keep for offline use and a hash of each
// (so an update downloads only what changed).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NOTES_CHUNK_PREFIX } from './build-files.ts';
import { clientDir } from './paths.ts';

const workerSource = path.join(clientDir, 'offline', 'service-worker.js');
export const SERVICE_WORKER = 'sw.js';

/** No file larger than this is kept offline: a phone's storage is not for Monaco's 3 MB chunks. */
export const PRECACHE_MAX_BYTES = 1.5 * 1024 * 1024;

/**
 * What a visitor needs offline. Not: the legacy .woff fonts (browsers take the .woff2), the PDF
 * (large, and a download anyway), the speaker notes (presenter-only behind a password), build stamps,
 * nor any file over PRECACHE_MAX_BYTES (a Monaco editor's chunks: loaded from the network when shown).
 */
export function isPrecached(file: string, bytes = 0): boolean {
  const name = path.basename(file);
  return !(
    name.startsWith('.') ||
    name === SERVICE_WORKER ||
    /\.(woff|pdf|map|gz|br)$/.test(name) ||
    name.startsWith(NOTES_CHUNK_PREFIX) ||
    bytes > PRECACHE_MAX_BYTES
  );
}

const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

export async function writeServiceWorker(outDir: string, version: string): Promise<number> {
  const names = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const files: Record<string, string> = {};
  for (const name of names) {
    const file = path.join(outDir, name);
    if (isPrecached(name, (await stat(file)).size)) files[name] = contentHash(await readFile(file));
  }
  // "./" is the deck's address itself, what a visitor opens: the same page as index.html.
  const index = files['index.html'];
  const manifest = { version, files: index ? { './': index, ...files } : files };
  const source = await readFile(workerSource, 'utf8');
  await writeFile(path.join(outDir, SERVICE_WORKER), `self.DECK_PRECACHE = ${JSON.stringify(manifest)};\n${source}`);
  return Object.keys(files).length;
}
