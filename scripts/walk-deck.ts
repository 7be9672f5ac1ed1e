// Builds each deck folder given with this engine, serves it, and walks every slide in Chromium
// (tests/support/walk.ts): one summary line per deck ("talk: 44 slides — 40 show their content, 3 cards,
// 1 blank"), then each slide's details. A deck that does not build is reported as such and the walk
// goes on to the next. Nothing is written into the deck folders (the build and the server's state go to
// temporary folders).
//   npx tsx scripts/walk-deck.ts <deck-folder or .md file>… [--json results.json] [--no-clicks] [--quiet]
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_MANIFEST, type ServerManifest } from '../src/node/build-files.ts';
import { buildDeck } from '../src/node/commands/build.ts';
import { serveDeck } from '../src/node/commands/serve.ts';
import { launchChromium } from '../tests/support/chromium.ts';
import { detailLines, outcome, summaryLine, walkDeck, type SlideReport } from '../tests/support/walk.ts';

interface DeckResult {
  name: string;
  folder: string;
  build: 'ok' | 'failed';
  buildError?: string;
  buildSeconds?: number;
  /** What the build printed as warnings (console.warn and console.error). */
  buildWarnings: string[];
  walkError?: string;
  reports: SlideReport[];
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  if (at < 0) return false;
  args.splice(at, 1);
  return true;
};
const option = (name: string) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const jsonFile = option('--json');
const countClicks = !flag('--no-clicks');
const quiet = flag('--quiet');
if (args.length === 0 || args.some((a) => a.startsWith('--'))) {
  console.error('usage: npx tsx scripts/walk-deck.ts <deck-folder or .md file>… [--json results.json] [--no-clicks] [--quiet]');
  process.exit(2);
}

/** The deck's folder and Markdown file (slides.md unless a .md file is named). */
function deckOf(arg: string): { root: string; slides: string; name: string } {
  const full = path.resolve(arg);
  if (existsSync(full) && statSync(full).isFile()) return { root: path.dirname(full), slides: path.basename(full), name: arg };
  return { root: full, slides: 'slides.md', name: arg.replace(/\/+$/, '') };
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs `work` with console output kept (warnings) or dropped (the rest), so the walk's own lines stay readable. */
async function captured<T>(work: () => Promise<T>, warnings: string[]): Promise<T> {
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  console.log = console.info = () => {};
  console.warn = console.error = (...parts: unknown[]) => void warnings.push(parts.map(String).join(' '));
  try {
    return await work();
  } finally {
    Object.assign(console, saved);
  }
}

const browser = await launchChromium();
const results: DeckResult[] = [];
try {
  for (const arg of args) {
    const deck = deckOf(arg);
    const result: DeckResult = { name: deck.name, folder: deck.root, build: 'ok', buildWarnings: [], reports: [] };
    results.push(result);
    const out = await mkdtemp(path.join(tmpdir(), 'deck-walk-'));
    const stateDir = await mkdtemp(path.join(tmpdir(), 'deck-walk-state-'));
    try {
      const started = performance.now();
      try {
        await captured(() => buildDeck({ root: deck.root, slides: deck.slides, out, base: '/', force: true, pdf: false }), result.buildWarnings);
        result.buildSeconds = (performance.now() - started) / 1000;
      } catch (err) {
        result.build = 'failed';
        result.buildError = message(err).split('\n').slice(0, 6).join('\n');
        console.log(`${deck.name}: the build failed — ${result.buildError.split('\n')[0]}`);
        continue;
      }
      const manifest = JSON.parse(await readFile(path.join(out, SERVER_MANIFEST), 'utf8')) as ServerManifest;
      const server = await captured(() => serveDeck({ root: deck.root, slides: deck.slides, out, port: 0, host: '127.0.0.1', pdf: false, stateDir }), []);
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        result.reports = await walkDeck(page, server.url, manifest.slideCount, {
          clicks: countClicks,
          onSlide: (report) => {
            if (!quiet && process.stderr.isTTY) process.stderr.write(`\r${deck.name}: slide ${report.no}/${manifest.slideCount}   `);
          },
        });
        if (!quiet && process.stderr.isTTY) process.stderr.write('\n');
      } catch (err) {
        result.walkError = message(err).split('\n')[0];
      } finally {
        await context.close();
        await captured(() => server.close(), []);
      }
      console.log(summaryLine(deck.name, result.reports) + (result.walkError ? ` — the walk stopped: ${result.walkError}` : ''));
      console.log(`  built in ${result.buildSeconds?.toFixed(1)} s, ${result.buildWarnings.length} warning lines`);
      if (!quiet) for (const line of detailLines(result.reports)) console.log(line);
    } catch (err) {
      result.walkError = message(err).split('\n')[0];
      console.log(`${deck.name}: could not be walked — ${result.walkError}`);
    } finally {
      await rm(out, { recursive: true, force: true });
      await rm(stateDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

// The table: one row per deck.
const count = (r: DeckResult, kind: ReturnType<typeof outcome>) => r.reports.filter((s) => outcome(s) === kind).length;
console.log('\n| deck | build | slides | show content | cards | blank |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of results) {
  const build = r.build === 'ok' ? (r.walkError ? `ok, walk stopped: ${r.walkError}` : 'ok') : `failed: ${(r.buildError ?? '').split('\n')[0]?.slice(0, 120)}`;
  console.log(`| ${r.name} | ${build.replace(/\|/g, '\\|')} | ${r.reports.length} | ${count(r, 'content')} | ${count(r, 'card')} | ${count(r, 'blank')} |`);
}
const all = results.flatMap((r) => r.reports);
console.log(`| **all** | ${results.filter((r) => r.build === 'ok').length} of ${results.length} built | ${all.length} | ${all.filter((s) => outcome(s) === 'content').length} | ${all.filter((s) => outcome(s) === 'card').length} | ${all.filter((s) => outcome(s) === 'blank').length} |`);
if (jsonFile) {
  await writeFile(jsonFile, JSON.stringify(results, null, 2));
  console.log(`\nwrote ${jsonFile}`);
}
