// Writes the service worker into a build, with the list of files to keep for offline use.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NOTES_CHUNK_PREFIX } from './build-files.ts';
import { clientDir } from './paths.ts';

const workerSource = path.join(clientDir, 'offline', 'service-worker.js');
export const SERVICE_WORKER = 'sw.js';

/**
 * What a visitor needs offline. Not: the legacy .woff fonts (browsers take the .woff2), the PDF
 * (large, and a download anyway), the speaker notes (presenter-only behind a password), build stamps.
 */
export function isPrecached(file: string): boolean {
  const name = path.basename(file);
  return !(
    name.startsWith('.') ||
    name === SERVICE_WORKER ||
    /\.(woff|pdf|map|gz|br)$/.test(name) ||
    name.startsWith(NOTES_CHUNK_PREFIX)
  );
}

export async function writeServiceWorker(outDir: string, version: string): Promise<number> {
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isPrecached)
    .sort();
  // "./" is the deck's address itself, what a visitor opens.
  const manifest = { version, files: ['./', ...files] };
  const source = await readFile(workerSource, 'utf8');
  await writeFile(path.join(outDir, SERVICE_WORKER), `self.DECK_PRECACHE = ${JSON.stringify(manifest)};\n${source}`);
  return files.length;
}
