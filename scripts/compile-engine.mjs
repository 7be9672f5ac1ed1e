// Compiles the engine's Node side (src/node, src/shared) to plain JavaScript in lib/, one file per
// module, so `npm start` and `npx deck` run on Node alone: no TypeScript loader on the run path.
// It runs at install (`prepare`, which npm also runs before `npm pack`) with rolldown, the bundler
// Vite itself uses, and again from bin/deck.js when the source changed since (a checkout).
// Plain JavaScript on purpose: it is what runs before anything is compiled.
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const libDir = path.join(root, 'lib');
const stampFile = path.join(libDir, '.compiled');
const sources = ['src/node', 'src/shared'].map((dir) => path.join(root, dir));

/** The newest modification time among the engine's Node-side sources. */
async function newestSource() {
  let newest = 0;
  for (const dir of sources) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
    }
  }
  return newest;
}

/** Whether lib/ is older than the source (or missing). Equal times count as fresh: `npm pack` gives every file one date. */
export async function isStale() {
  const compiled = await stat(stampFile).then((s) => s.mtimeMs, () => -1);
  return compiled < 0 || (await newestSource()) > compiled;
}

export async function compileEngine() {
  const { build } = await import('rolldown');
  await build({
    input: path.join(root, 'src/node/cli.ts'),
    platform: 'node',
    // Every package stays an import: lib/ holds only the engine's own modules.
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
    output: { dir: libDir, format: 'esm', preserveModules: true, preserveModulesRoot: path.join(root, 'src'), entryFileNames: '[name].js' },
    logLevel: 'warn',
  });
  await writeFile(stampFile, `${new Date().toISOString()}\n`);
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
