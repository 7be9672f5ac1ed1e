// A large deck: 5,000 generated slides (DECK_BENCH_SLIDES to change it) built, loaded and overviewed
// beside the talk, served the same way (bench/load.ts): build time and index.html size; the first
// slide's title painted and the app answering keys on a cold load (medians of 5), against the talk's;
// and the overview, from the `o` key's event time (pressed once the app answers keys) to the frame
// that paints its first thumbnail, with the page's DOM nodes then.
import { mkdir, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../src/node/chromium.ts';
import { buildDeck } from '../src/node/commands/build.ts';
import { loadDeck } from '../src/node/parser/parse.ts';
import { firstTitlePainted, PAGE_HELPERS, serve, watchFirstTitle, whenPainted, type BenchWindow } from './load.ts';
import { median, seconds, type BenchModule, type BenchRow } from './types.ts';
import { talkDir } from '../tests/support/talk-dir.ts';

const SLIDES = Number(process.env.DECK_BENCH_SLIDES ?? 5000);
const COLD_LOADS = 5;
const FIRST_THUMBNAIL = '.overview-item .scaled-slide .slide';
/** How long the overview may take to show its first thumbnail before its row says it did not. */
const OVERVIEW_WAIT_MS = 30_000;

/** Slide `n` of the generated deck: a title, a line, a short list, and on every fifth slide some code. */
function generatedSlide(n: number): string {
  const code = n % 5 === 0 ? `\n\`\`\`rust\nfn answer_${n}() -> u32 {\n    ${n}\n}\n\`\`\`\n` : '';
  return `# Slide ${n}\n\nWhat slide ${n} says, in a sentence.\n\n- first point\n- second point\n- third point\n${code}`;
}

async function writeLargeDeck(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const slides = Array.from({ length: SLIDES }, (_, i) => generatedSlide(i + 1));
  await writeFile(path.join(dir, 'slides.md'), `---\ntitle: A large deck\n---\n\n${slides.join('\n---\n\n')}`);
}

/** Builds the deck at `root` into `out`, quietly; returns the build's seconds. */
async function timedBuild(root: string, out: string): Promise<number> {
  const { log, warn } = console;
  console.log = console.warn = () => {};
  const started = performance.now();
  try {
    await buildDeck({ base: '/', out, slides: 'slides.md', force: true, pdf: false, root });
  } finally {
    Object.assign(console, { log, warn });
  }
  return (performance.now() - started) / 1000;
}

/** The size of a build's entry script (assets/index-*.js), which lists every slide. */
async function entryKiB(dist: string): Promise<number> {
  const entry = (await readdir(path.join(dist, 'assets'))).find((name) => /^index-[\w-]+\.js$/.test(name));
  return entry ? (await stat(path.join(dist, 'assets', entry))).size / 1024 : NaN;
}

/** Present once the app itself runs and answers keys, and its first frame is painted (src/client/main.tsx). */
const APP_RUNNING = 'html[data-deck-ready]';

/** Resolves (within a few ms) with the time the app runs, ms from navigation. */
const appRunning = (page: Page) => page.evaluate((selector) => (window as unknown as BenchWindow).__benchPresent(selector), APP_RUNNING);

/** The first slide's title painted, and the app running, ms from navigation: medians of fresh contexts. */
async function firstSlide(browser: Browser, url: string, title: string): Promise<{ title: number; app: number }> {
  const titles: number[] = [];
  const apps: number[] = [];
  for (let i = 0; i < COLD_LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(`${PAGE_HELPERS}\n${watchFirstTitle(title)}`);
    await page.goto(`${url}#/1`, { waitUntil: 'commit' });
    titles.push(await firstTitlePainted(page));
    apps.push(await appRunning(page));
    await context.close();
  }
  return { title: median(titles), app: median(apps) };
}

/** From the `o` key to the painted overview with its first thumbnail drawn; and the DOM nodes then. */
async function overview(browser: Browser, url: string, title: string): Promise<{ ms: number; nodes: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(PAGE_HELPERS);
  await page.goto(`${url}#/1`);
  await whenPainted(page, title);
  // The key is pressed once the app answers keys: before that only the navigation keys are kept.
  await appRunning(page);
  // (Still waiting when the context closes after a timeout: that rejection is the same "not open".)
  const painted = page.evaluate((selector) => (window as unknown as BenchWindow).__benchShownPainted(selector), FIRST_THUMBNAIL).catch(() => NaN);
  await page.keyboard.press('o');
  // Bounded: an overview that never opens fails its row instead of holding the whole run up.
  const paintedAt = await Promise.race([painted, new Promise<number>((resolve) => setTimeout(() => resolve(NaN), OVERVIEW_WAIT_MS).unref())]);
  const keyAt = await page.evaluate(() => (window as unknown as BenchWindow).__bench.keyAt);
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  return { ms: paintedAt - keyAt, nodes };
}

const ms = (n: number) => `${n.toFixed(n < 100 ? 1 : 0)} ms`;

export const largeBench: BenchModule = {
  name: 'large',
  async run(): Promise<BenchRow[]> {
    const root = talkDir;
    const talkTitle = (await loadDeck('slides.md', { root })).slides[0]?.title ?? '';
    const work = await mkdtemp(path.join(tmpdir(), 'deck-bench-large-'));
    const largeRoot = path.join(work, 'large');
    await writeLargeDeck(largeRoot);
    const largeBuild = await timedBuild(largeRoot, path.join(work, 'large-dist'));
    await timedBuild(root, path.join(work, 'talk-dist'));
    const indexKiB = (await stat(path.join(work, 'large-dist', 'index.html'))).size / 1024;
    const largeEntryKiB = await entryKiB(path.join(work, 'large-dist'));
    const browser = await launchChromium();
    const large = await serve(path.join(work, 'large-dist'));
    const talk = await serve(path.join(work, 'talk-dist'));
    try {
      const talkFirst = await firstSlide(browser, talk.url, talkTitle);
      const largeFirst = await firstSlide(browser, large.url, 'Slide 1');
      const opened = await overview(browser, large.url, 'Slide 1');
      const label = `${SLIDES.toLocaleString('en')}-slide deck`;
      return [
        { measurement: `${label}: build`, value: seconds(largeBuild), note: `index.html ${indexKiB.toFixed(1)} KiB` },
        {
          measurement: `${label}: first slide title painted (cold, median of ${COLD_LOADS})`,
          value: ms(largeFirst.title),
          target: '≤ 2× the talk’s',
          ok: largeFirst.title <= 2 * talkFirst.title,
          note: `the talk: ${ms(talkFirst.title)} (${(largeFirst.title / talkFirst.title).toFixed(2)}×)`,
        },
        {
          measurement: `${label}: the app answering keys (cold, median of ${COLD_LOADS})`,
          value: ms(largeFirst.app),
          note: `the talk: ${ms(talkFirst.app)} (${(largeFirst.app / talkFirst.app).toFixed(2)}×); its entry script: ${largeEntryKiB.toFixed(0)} KiB`,
        },
        {
          measurement: `${label}: overview open, first thumbnail painted`,
          value: Number.isFinite(opened.ms) ? ms(opened.ms) : `not open after ${OVERVIEW_WAIT_MS / 1000} s`,
          target: '≤ 1 s',
          ok: opened.ms <= 1000,
          note: `${opened.nodes.toLocaleString('en')} DOM nodes with it open; thumbnails draw as they near the view`,
        },
      ];
    } finally {
      large.server.close();
      talk.server.close();
      await browser.close();
    }
  },
};
