// PDF export time for the talk (25 slides): median of 3 runs each, the build made first and not counted.
//   - in-process: what `npm run export` does once started (Chromium, serve, render, check, write)
//   - with clicks: the same with one page per click step
//   - whole command: `npm run export -- --no-build` as a process, start-up included
// Every run prints the same build (made once, first), so edits to src/ during the run never add a rebuild.
// The peer figure: set SLIDEV_DIR to a folder where Slidev is installed (`npm install @slidev/cli@53
// @slidev/theme-default playwright-chromium` there) to time `slidev export` of the same slides.md and public/
// side by side, same Chromium, median of 3 too; otherwise the row shows the reference figure from the issue
// (about 21 s), marked as not measured in this run.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { chromiumPath } from '../src/node/chromium.ts';
import { buildDeck } from '../src/node/commands/build.ts';
import { exportDeck } from '../src/node/commands/export.ts';
import { median, seconds, type BenchModule, type BenchRow } from './types.ts';
import { talkDir } from '../tests/support/talk-dir.ts';

const run = promisify(execFile);
const RUNS = 3;
const TARGET = 10;
const PEER_REFERENCE = 'about 21 s (reference figure from the issue, not measured in this run)';

/** Runs `fn` with console.log and console.warn silenced (build and export reports), so the table stays readable. */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const { log, warn } = console;
  console.log = console.warn = () => {};
  try {
    return await fn();
  } finally {
    Object.assign(console, { log, warn });
  }
}

async function timed(fn: () => Promise<unknown>): Promise<{ median: number; all: number[] }> {
  const all: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    all.push((performance.now() - started) / 1000);
  }
  return { median: median(all), all };
}

const spread = (all: number[]) => `runs ${all.map((s) => s.toFixed(1)).join(', ')} s`;

/** `slidev export` of the same talk, when SLIDEV_DIR holds an installed Slidev. */
async function slidev(root: string, dir: string): Promise<string> {
  if (!process.env.SLIDEV_DIR) return PEER_REFERENCE;
  const work = path.resolve(process.env.SLIDEV_DIR);
  const bin = path.join(work, 'node_modules/@slidev/cli/bin/slidev.mjs');
  await cp(path.join(root, 'slides.md'), path.join(work, 'slides.md'));
  await cp(path.join(root, 'public'), path.join(work, 'public'), { recursive: true });
  const output = path.join(dir, 'slidev.pdf');
  // A clean environment (this process's loaders make Vite re-optimise Slidev's dependencies every run).
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  const exportOnce = () =>
    run(process.execPath, [bin, 'export', 'slides.md', '--output', output, '--executable-path', chromiumPath(), '--timeout', '120000'], { cwd: work, env, timeout: 300_000 });
  // One untimed run first, so Vite's dependency cache is warm as it is for any Slidev user after the first export.
  await exportOnce().catch(() => {});
  try {
    const result = await timed(exportOnce);
    const pdf = await getDocument({ data: new Uint8Array(await readFile(output)), verbosity: 0 }).promise;
    let withText = 0;
    for (let no = 1; no <= pdf.numPages; no++) if ((await (await pdf.getPage(no)).getTextContent()).items.length > 0) withText++;
    await pdf.destroy();
    return `${seconds(result.median)}, measured in this run (slidev export; ${spread(result.all)}; ${withText} of ${pdf.numPages} pages have text)`;
  } catch (err) {
    return `slidev export failed in this run: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}; reference: ${PEER_REFERENCE}`;
  }
}

export const exportBench: BenchModule = {
  name: 'export',
  async run(): Promise<BenchRow[]> {
    const root = talkDir;
    const dir = await mkdtemp(path.join(tmpdir(), 'deck-bench-export-'));
    const site = path.join(dir, 'site');
    try {
      await quietly(() => buildDeck({ base: '/', out: site, slides: 'slides.md', force: true, root, pdf: false }));
      let pages = 0;
      const plain = await timed(() =>
        quietly(async () => {
          pages = (await exportDeck({ slides: 'slides.md', root, out: site, output: path.join(dir, 'talk.pdf'), build: false, progress: false })).pages.length;
        }),
      );
      let clickPages = 0;
      const clicks = await timed(() =>
        quietly(async () => {
          clickPages = (await exportDeck({ slides: 'slides.md', root, out: site, output: path.join(dir, 'clicks.pdf'), withClicks: true, build: false, progress: false })).pages
            .length;
        }),
      );
      const tsx = path.resolve('node_modules/.bin/tsx');
      const command = await timed(() => run(tsx, [path.resolve('src/node/cli.ts'), 'export', '--no-build', '--out', site, '--output', path.join(dir, 'cli.pdf')], { cwd: root }));
      const peer = await slidev(root, dir);
      return [
        {
          measurement: `PDF export, ${pages} slides`,
          value: seconds(plain.median),
          target: `≤ ${TARGET} s`,
          ok: plain.median <= TARGET,
          peer,
          note: `median of ${RUNS}, build excluded, Chromium start included; ${spread(plain.all)}`,
        },
        {
          measurement: `PDF export with clicks, ${clickPages} pages`,
          value: seconds(clicks.median),
          note: `median of ${RUNS}; ${spread(clicks.all)}`,
        },
        {
          measurement: `npm run export -- --no-build, ${pages} slides`,
          value: seconds(command.median),
          target: `≤ ${TARGET} s`,
          ok: command.median <= TARGET,
          note: `whole process with --no-build (tsx and module start-up included), median of ${RUNS}; ${spread(command.all)}`,
        },
      ];
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
