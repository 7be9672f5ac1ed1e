// Compiles the engine's Node side (src/node, src/shared) to plain JavaScript in lib/, one file per
// module, so `npm start` and `npx deck` run on Node alone: no TypeScript loader on the run path.
// It runs with rolldown, the bundler Vite itself uses, when the engine is packed (`prepack`, before
// `npm pack` and `npm publish`: the package ships lib/, so installing it runs no script), and from
// bin/deck.js whenever lib/ is missing or the source changed since (a checkout: its first `deck`).
// Plain JavaScript on purpose: it is what runs before anything is compiled.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const libDir = path.join(root, 'lib');
/** Holds the hash of the sources lib/ was compiled from. */
const stampFile = path.join(libDir, '.compiled');
const sources = ['src/node', 'src/shared'].map((dir) => path.join(root, dir));

/** A hash of the engine's Node-side sources: what lib/ was compiled from. */
async function sourceHash() {
  const hash = createHash('sha256');
  for (const dir of sources) {
    const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
    for (const file of files.sort()) hash.update(path.relative(root, file)).update(await readFile(file));
  }
  return hash.digest('hex');
}

/** Whether lib/ is missing or was compiled from other sources (by content: an install does not keep file dates). */
export async function isStale() {
  const compiledFrom = await readFile(stampFile, 'utf8').catch(() => '');
  return compiledFrom.trim() !== (await sourceHash());
}

/**
 * Writes `file` beside itself and renames it into place: a `deck` started meanwhile (a test run's,
 * while `npm pack` runs `prepack`) reads the old file or the new one, never half of one.
 */
async function replaceFile(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, content);
  await rename(partial, file);
}

export async function compileEngine() {
  const { build } = await import('rolldown');
  const { output } = await build({
    input: path.join(root, 'src/node/cli.ts'),
    platform: 'node',
    // Every package stays an import: lib/ holds only the engine's own modules.
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
    output: { dir: libDir, format: 'esm', preserveModules: true, preserveModulesRoot: path.join(root, 'src'), entryFileNames: '[name].js' },
    logLevel: 'warn',
    write: false,
  });
  for (const item of output) await replaceFile(path.join(libDir, item.fileName), item.type === 'chunk' ? item.code : item.source);
  await replaceFile(stampFile, `${await sourceHash()}\n`);
}

/** Compiles when lib/ is missing or older than the source. */
export async function ensureCompiled() {
  if (await isStale()) await compileEngine();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await compileEngine();
  console.log(`compiled the engine's Node side to lib/ in ${Math.round(performance.now() - started)} ms`);
}
