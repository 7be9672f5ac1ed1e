// What the audience feels, for this deck and the peer (Slidev 53) built from the same slides.md and
// public/, in one run on this machine, served the same way (static files with brotli copies, on
// 127.0.0.1) and driven by the same Chromium:
//   build time; cold load (a fresh browser context each time, median of 10): first slide title
//   painted, FCP, LCP, layout shift, requests and bytes, script time and DOM nodes; JS heap; slide
//   change painted (every slide in turn, three walks, median and p90); click step painted; JS+CSS
//   gzip for the first view (fetched by every cold load until the deck is ready to use), with what
//   loads once idle, and in total. Load figures, slide changes and click steps are also given
//   against the floor: a static page holding only the first slide's title (with a few lines of plain
//   script for the same keys), served the same way; and the script time of React DOM alone rendering
//   the title. The sites take turns (a cold load of each, in an order that turns each round, then a
//   walk on each), so a machine that gets busier or quieter during the run weighs on all of them alike.
// Slide changes and click steps are timed two ways, each row saying which:
//   own way: ↓ on every slide in turn (three walks), and → then ← on the one slide with <v-clicks>;
//   from the key's own event time (event.timeStamp: when the key reached the browser, so time waiting
//   for a busy page counts) to the frame that shows the change painted (the h1/h2 title visible, or
//   the number of hidden click-step items changed): in the animation frame where it is first seen, a
//   message posted to the page's own channel runs after that frame's paint;
//   the outside harness's way (bench/outside.ts, as ../shared/bench-outside times it): → through the
//   whole talk from slide 1, every click step (code-line highlights too) to the frame after the key's
//   first DOM mutation, every slide change to the first frame showing the next title.
// The peer is measured when Slidev is installed in .bench/slidev (bench/install-peer.sh) or
// SLIDEV_DIR; otherwise its column gives the reference figures, marked as such.
import { createRequire } from 'node:module';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { build as rolldown } from 'rolldown';
import { launchChromium } from '../src/node/chromium.ts';
import { BareChromium } from './bare-chromium.ts';
import { compressBuild } from '../src/node/compress.ts';
import { loadDeck } from '../src/node/parser/parse.ts';
import { reactSentinelsPlugin } from '../src/node/react-sentinels-plugin.ts';
import { TEXT_VISIBLE, walkAsOutside } from './outside.ts';
import { buildDecks, buildFloor, serve, type Site, type WalkedSlide } from './sites.ts';
import { median, ms, ratio, times, type BenchModule, type BenchRow } from './types.ts';

export { serve } from './sites.ts';
import { talkDir } from '../tests/support/talk-dir.ts';

const require = createRequire(import.meta.url);
const COLD_LOADS = 10;
/** The figures for Slidev 53 on this machine, used when the peer is not installed. */
const PEER_REFERENCE: Record<string, string> = {
  build: '12 s',
  title: '800 ms',
  change: '31 ms',
  changeP90: '54 ms',
  click: '14 ms',
  outsideChange: '31.8 ms (issue, outside harness)',
  outsideClick: '14.3 ms (issue, outside harness)',
  firstView: '261 KiB',
  heap: '3.9 MiB',
};

interface Figures {
  buildSeconds: number;
  title: number;
  /** The outside harness's way: the polled frame that first finds the title's text visible, before that frame paints. */
  titleSeen: number;
  /** When the app's marker (Site.appRunning) appeared; NaN without one. */
  appRunning: number;
  fcp: number;
  lcp: number;
  cls: number;
  requests: number;
  kib: number;
  heapMiB: number;
  /** Main-thread script time of the cold load (CDP's ScriptDuration). */
  scriptMs: number;
  /** …of the same load with no DevTools open (bench/bare-chromium.ts). */
  bareScriptMs: number;
  domNodes: number;
  change: number;
  changeP90: number;
  click: number;
  /** The outside harness's way (bench/outside.ts): key to the first frame showing the next title, walking with →. */
  outsideChange: number;
  /** …and key to the frame after the key's first DOM mutation, over every click step in the talk. */
  outsideClick: number;
  outsideChangeCount: number;
  outsideClickCount: number;
  /** JS and CSS fetched until the deck is ready to use (its app running, or its title painted). */
  firstViewGzipKiB: number;
  /** …and with what it fetches once idle, by 0.8 s after the load event (the drawing layer, the next slides). */
  idleGzipKiB: number;
  totalGzipKiB: number;
}

const gzipKiB = (data: Buffer) => gzipSync(data, { level: 6 }).length / 1024;

/**
 * In every page, before the deck's own scripts: layout-shift and LCP observers, and helpers that
 * resolve when a heading is painted or a click step is revealed. Plain source, so the page runs it
 * exactly as written.
 */
export const PAGE_HELPERS = `
window.__bench = { cls: 0, lcp: 0, keyAt: 0 };
addEventListener('keydown', (event) => { window.__bench.keyAt = event.timeStamp; }, true);
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value; })
  .observe({ type: 'layout-shift', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.startTime; })
  .observe({ type: 'largest-contentful-paint', buffered: true });
/** Resolves, after the frame that paints it, once \`shown()\` is true. */
const afterPaintOf = (shown) => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve(performance.now());
  const poll = () => (shown() ? channel.port2.postMessage(0) : requestAnimationFrame(poll));
  requestAnimationFrame(poll);
});
window.__benchPainted = (title) => afterPaintOf(() => [...document.querySelectorAll('h1, h2')].some((h) => h.textContent.trim() === title
  && h.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && h.getBoundingClientRect().width > 0));
window.__benchStepPainted = (selector, before) => afterPaintOf(() => document.querySelectorAll(selector).length !== before);
window.__benchPresent = (selector) => new Promise((resolve) => {
  const poll = () => (document.querySelector(selector) ? resolve(performance.now()) : setTimeout(poll, 1));
  poll();
});
window.__benchShownPainted = (selector) => afterPaintOf(() => document.querySelector(selector)?.checkVisibility({ opacityProperty: true }) ?? false);
`;

export interface BenchWindow {
  /** keyAt: when the last key press reached the page. */
  __bench: { cls: number; lcp: number; keyAt: number };
  __benchPainted: (title: string) => Promise<number>;
  __benchStepPainted: (selector: string, before: number) => Promise<number>;
  /** Resolves (within a few ms) once an element matches `selector`. */
  __benchPresent: (selector: string) => Promise<number>;
  /** Resolves after the frame that first paints an element matching `selector`, visible. */
  __benchShownPainted: (selector: string) => Promise<number>;
  /** The wait armed before a key press (awaited, so the page polls before the key can reach it). */
  __benchPending?: Promise<number>;
}

/** Resolves with the time (ms since navigation) the heading `text` is painted, visible, on the page. */
export function whenPainted(page: Page, text: string): Promise<number> {
  return page.evaluate((title) => (window as unknown as BenchWindow).__benchPainted(title), text);
}

/**
 * For a cold load, in the init script after PAGE_HELPERS: watches for the heading `title` painted from
 * the page's start, as the outside harness watches. A watch started by an evaluate once the navigation
 * has committed runs when the page first gives the main thread back, and so timed a later frame (the
 * deck's title at 300 against 237 ms, median of 12 loads in turns). `firstTitlePainted` reads it.
 */
export const watchFirstTitle = (title: string) => `window.__benchFirstTitle = window.__benchPainted(${JSON.stringify(title)});`;

export function firstTitlePainted(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __benchFirstTitle: Promise<number> }).__benchFirstTitle);
}

/**
 * In the page from its start, as the outside harness's cold load: each animation frame, whether the
 * title's text is visible; resolves with that frame's time (before its style, layout and paint, which
 * the project's own row waits for). The time is taken before the check, as the harness takes it: the
 * check itself makes the browser style and lay out the page there and then (checkVisibility), which
 * on the deck's first frame took 25–36 ms and on the floor's 1 ms, and timed after it this row read
 * the deck 1.5× the floor where the harness read it 1.1–1.3×.
 */
const titleSeen = (title: string) => `${TEXT_VISIBLE}
window.__benchTitleSeen = new Promise((resolve) => {
  const poll = () => {
    const frameAt = performance.now();
    if (window.__textVisible(${JSON.stringify(title)})) resolve(frameAt);
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
});`;

async function coldLoad(browser: Browser, url: string, title: string, appRunning: string | undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(`${PAGE_HELPERS}\n${titleSeen(title)}\n${watchFirstTitle(title)}`);
  // Counting from before the navigation, so the load's own script time is in it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${url}#/1`, { waitUntil: 'commit' });
  const titleAt = await firstTitlePainted(page);
  const seenAt = await page.evaluate(() => (window as unknown as { __benchTitleSeen: Promise<number> }).__benchTitleSeen);
  const appAt = appRunning ? await page.evaluate((selector) => (window as unknown as BenchWindow).__benchPresent(selector), appRunning) : NaN;
  // Ready to use: the app runs (a deck whose first paint comes before it), or the title is painted.
  const readyAt = Number.isFinite(appAt) ? appAt : titleAt;
  await page.waitForLoadState('load');
  await page.waitForTimeout(800);
  const metrics = await page.evaluate((ready) => {
    const bench = (window as unknown as BenchWindow).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceResourceTiming | undefined;
    const bytes = resources.reduce((sum, r) => sum + r.transferSize, navigation?.transferSize ?? 0);
    // (No named functions in here: tsx would wrap them in a helper the page does not have.)
    const scripts = resources.filter((r) => /\.(js|css)(\?|$)/.test(r.name));
    // The page's own scripts and styles count too: a deck may carry its first view's in it.
    const page = new URL(location.href).pathname.replace(/\/$/, '/index.html');
    const firstView = [page, ...scripts.filter((r) => r.startTime <= ready).map((r) => new URL(r.name).pathname)];
    return { fcp, lcp: bench.lcp, cls: bench.cls, requests: resources.length + 1, bytes, firstView, scripts: [page, ...scripts.map((r) => new URL(r.name).pathname)] };
  }, readyAt);
  const { metrics: counters } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const counter = (name: string) => counters.find((m) => m.name === name)?.value ?? NaN;
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await context.close();
  return { titleAt, seenAt, appAt, ...metrics, heap: usedSize, scriptMs: counter('ScriptDuration') * 1000, domNodes: counter('Nodes') };
}

/** Press ↓ on each slide in turn and time from the key reaching the page until the next slide's title is painted. */
export async function slideChanges(browser: Browser, url: string, titles: string[]): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(PAGE_HELPERS);
  await page.goto(`${url}#/1`);
  await whenPainted(page, titles[0] ?? '');
  await page.waitForTimeout(1000);
  const times: number[] = [];
  for (let i = 1; i < titles.length; i++) {
    const next = titles[i] ?? '';
    await page.evaluate((title) => {
      const bench = window as unknown as BenchWindow;
      bench.__benchPending = bench.__benchPainted(title);
    }, next);
    await page.keyboard.press('ArrowDown');
    const paintedAt = (await page.evaluate(() => (window as unknown as BenchWindow).__benchPending)) ?? NaN;
    times.push(paintedAt - (await page.evaluate(() => (window as unknown as BenchWindow).__bench.keyAt)));
    await page.waitForTimeout(150);
  }
  await context.close();
  return times;
}

/** Walks through the deck, and rounds of click steps (forward then back), per site: enough for a steady median. */
const ROUNDS = 3;

/** On slide `no`, press → through `steps` click steps and ← back, `rounds` times, timing each from the key until the step is painted. */
export async function clickSteps(browser: Browser, site: Site, url: string, no: number, steps: number, rounds = ROUNDS): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(PAGE_HELPERS);
  await page.goto(`${url}#/${no}`);
  await page.waitForSelector(site.hiddenStep);
  await page.waitForTimeout(800);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const key of ['ArrowRight', 'ArrowLeft']) {
      for (let step = 0; step < steps; step++) {
        const before = await page.locator(site.hiddenStep).count();
        await page.evaluate(([selector, count]) => {
          const bench = window as unknown as BenchWindow;
          bench.__benchPending = bench.__benchStepPainted(selector, count);
        }, [site.hiddenStep, before] as const);
        await page.keyboard.press(key);
        const paintedAt = (await page.evaluate(() => (window as unknown as BenchWindow).__benchPending)) ?? NaN;
        times.push(paintedAt - (await page.evaluate(() => (window as unknown as BenchWindow).__bench.keyAt)));
        await page.waitForTimeout(300);
      }
    }
  }
  await context.close();
  return times;
}

/** Of a page, its inline scripts and styles: the JS and CSS it carries (its slides' HTML is not counted). */
const inlineCode = (html: string) => Buffer.from([...html.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2] ?? '').join('\n'));

async function gzipOf(dir: string, pathnames: string[]): Promise<number> {
  let total = 0;
  for (const pathname of new Set(pathnames)) {
    const data = await readFile(path.join(dir, decodeURIComponent(pathname))).catch(() => Buffer.alloc(0));
    total += gzipKiB(pathname.endsWith('.html') ? inlineCode(data.toString('utf8')) : data);
  }
  return total;
}

async function allScriptsGzip(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(js|css)$/.test(f));
  return gzipOf(dir, files.map((f) => `/${f}`));
}

interface Measured {
  site: Site;
  /** Slide changes and click steps too, not only cold loads (the React floor has nothing to move to). */
  moves: boolean;
}

/** What a site's walks gave: the project's own timings and the outside harness's (bench/outside.ts). */
interface Moves {
  changes: number[];
  clicks: number[];
  outsideChanges: number[];
  outsideClicks: number[];
}

/** Walks through the whole talk the outside harness's way, per site: as many as its usual `--passes 2`. */
const OUTSIDE_WALKS = 2;

/**
 * Every site's figures, measured in turns: a cold load of each in turn, then a walk through the deck on
 * each, and so on. A machine that gets busier or quieter during the run then weighs on every site alike,
 * which measuring one site after another did not (the ratios moved from run to run with it).
 */
async function measureAll(browser: Browser, bare: BareChromium, sites: Measured[], slides: WalkedSlide[], stepped: { no: number; clicks: number }): Promise<Figures[]> {
  const titles = slides.map((s) => s.title);
  const served = await Promise.all(sites.map(({ site }) => serve(site.dir)));
  try {
    const loads = sites.map((): Awaited<ReturnType<typeof coldLoad>>[] => []);
    const bareScripts = sites.map((): number[] => []);
    const moves = sites.map((): Moves => ({ changes: [], clicks: [], outsideChanges: [], outsideClicks: [] }));
    for (let i = 0; i < COLD_LOADS; i++) {
      // The order turns each round. In a fixed one, the floor's load always came right after the peer's
      // (whose browser was still closing that page), and ours after the React floor's, a light one.
      for (let k = 0; k < sites.length; k++) {
        const j = (i + k) % sites.length;
        const site = sites[j]?.site;
        if (!site) continue;
        loads[j]?.push(await coldLoad(browser, served[j]?.url ?? '', titles[0] ?? '', site.appRunning));
        const load = await bare.load(`${served[j]?.url ?? ''}#/1`, { viewport: { width: 1280, height: 720 }, mobile: false, cpuSlowdown: 1, settleMs: 800 });
        bareScripts[j]?.push(load.scriptMs);
      }
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [j, { site, moves: moving }] of sites.entries()) {
        const url = served[j]?.url ?? '';
        const into = moves[j];
        if (!moving || !into) continue;
        into.changes.push(...(await slideChanges(browser, url, titles)));
        into.clicks.push(...(await clickSteps(browser, site, url, stepped.no, Math.min(stepped.clicks, 4), 1)));
        if (round >= OUTSIDE_WALKS) continue;
        const walk = await walkAsOutside(browser, url, slides);
        into.outsideChanges.push(...walk.changes);
        into.outsideClicks.push(...walk.clicks);
      }
    }
    return await Promise.all(sites.map(({ site }, j) => figuresOf(site, loads[j] ?? [], bareScripts[j] ?? [], moves[j])));
  } finally {
    for (const { server } of served) server.close();
  }
}

const medianOrNaN = (values: number[] | undefined) => (values?.length ? median(values) : NaN);

async function figuresOf(site: Site, loads: Awaited<ReturnType<typeof coldLoad>>[], bareScripts: number[], moves: Moves | undefined): Promise<Figures> {
  const sorted = [...(moves?.changes ?? [])].sort((a, b) => a - b);
  const first = loads[0];
  // What the first view needs: the files every cold load fetched before it was ready. One load's list
  // also held what happened to start early in that load (a part meant for once the page is idle).
  const firstView = first ? first.firstView.filter((file) => loads.every((load) => load.firstView.includes(file))) : [];
  return {
    buildSeconds: site.buildSeconds,
    title: median(loads.map((l) => l.titleAt)),
    titleSeen: median(loads.map((l) => l.seenAt)),
    appRunning: median(loads.map((l) => l.appAt)),
    fcp: median(loads.map((l) => l.fcp)),
    lcp: median(loads.map((l) => l.lcp)),
    cls: Math.max(...loads.map((l) => l.cls)),
    requests: median(loads.map((l) => l.requests)),
    kib: median(loads.map((l) => l.bytes)) / 1024,
    heapMiB: median(loads.map((l) => l.heap)) / 1024 / 1024,
    scriptMs: median(loads.map((l) => l.scriptMs)),
    bareScriptMs: medianOrNaN(bareScripts),
    domNodes: median(loads.map((l) => l.domNodes)),
    change: medianOrNaN(sorted),
    changeP90: sorted[Math.floor(sorted.length * 0.9)] ?? NaN,
    click: medianOrNaN(moves?.clicks),
    outsideChange: medianOrNaN(moves?.outsideChanges),
    outsideClick: medianOrNaN(moves?.outsideClicks),
    outsideClickCount: moves?.outsideClicks.length ?? 0,
    outsideChangeCount: moves?.outsideChanges.length ?? 0,
    firstViewGzipKiB: first ? await gzipOf(site.dir, firstView) : NaN,
    idleGzipKiB: first ? await gzipOf(site.dir, first.scripts) : NaN,
    totalGzipKiB: await allScriptsGzip(site.dir),
  };
}

/** React alone: a page whose only script is React DOM rendering the first slide's title, built (React DOM's sentinels as the deck's build makes them) and served the same way. */
async function buildReactFloor(work: string, title: string): Promise<Site> {
  const dir = path.join(work, 'react-floor');
  const entry = path.join(work, 'react-floor.js');
  await writeFile(entry, `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('app')).render(createElement('h1', null, ${JSON.stringify(title)}));\n`);
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  await rolldown({
    input: entry,
    logLevel: 'silent',
    resolve: { alias: { react: packageDir('react'), 'react-dom': packageDir('react-dom') } },
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [reactSentinelsPlugin()],
    output: { dir: path.join(dir, 'assets'), entryFileNames: 'main.js', minify: true },
  });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React</title><script type="module" src="/assets/main.js"></script></head><body><div id="app"></div></body></html>\n');
  await compressBuild(dir);
  return { name: 'React floor', dir, buildSeconds: 0, hiddenStep: '' };
}

/** `npm run bench -- --busy`: a CPU-burning loop on every core while measuring (bench/run.ts). */
const BUSY = process.argv.includes('--busy');

export const loadBench: BenchModule = {
  name: 'load',
  async run(): Promise<BenchRow[]> {
    const root = talkDir;
    const deck = (await loadDeck('slides.md', { root }));
    const walked = deck.slides.filter((s) => s.counted).map((s) => ({ title: s.title, clicks: s.clicks }));
    const titles = walked.map((s) => s.title);
    const stepped = deck.slides.find((s) => s.content.includes('<v-clicks>')) ?? { no: 1, clicks: 0 };
    const work = await mkdtemp(path.join(tmpdir(), 'deck-bench-load-'));
    const browser = await launchChromium();
    const bare = BareChromium.launch();
    try {
      const { ours: oursSite, peer: peerSite } = await buildDecks(root, work);
      const floorSite = await buildFloor(work, walked);
      const reactFloorSite = await buildReactFloor(work, titles[0] ?? '');
      const sites: Measured[] = [
        { site: floorSite, moves: true },
        { site: reactFloorSite, moves: false },
        { site: oursSite, moves: true },
        ...(peerSite ? [{ site: peerSite, moves: true }] : []),
      ];
      const [floor, reactFloor, ours, measuredPeer] = await measureAll(browser, bare, sites, walked, stepped);
      if (!floor || !reactFloor || !ours) throw new Error('a site was not measured');
      const peer = measuredPeer ?? null;
      const measured = peer ? '' : ' (issue reference, not measured: run bench/install-peer.sh)';
      const row = (measurement: string, value: number, format: (n: number) => string, peerValue: number | undefined, reference: string, target?: [string, boolean], floorValue?: number): BenchRow => ({
        measurement: `${measurement}${BUSY ? ' (every core busy)' : ''}`,
        value: format(value),
        ...(target ? { target: target[0], ok: target[1] } : {}),
        peer: peer && peerValue !== undefined ? `${format(peerValue)}${ratio(peerValue, value)}` : `${reference}${measured}`,
        ...(floorValue !== undefined ? { note: `floor ${format(floorValue)}; ${times(value, floorValue)} the floor` } : {}),
      });
      const kib = (n: number) => `${n.toFixed(1)} KiB`;
      const count = (n: number) => String(Math.round(n));
      // DESIGN.md's 8 ms, and the half of Slidev's time measured the same way.
      const paintTarget = (ourValue: number, peerValue: number | undefined): [string, boolean] => ['≤ 8 ms and ≤ ½ Slidev', ourValue <= 8 && peerValue !== undefined && ourValue <= peerValue / 2];
      return [
        row('build (no PDF)', ours.buildSeconds, (n) => `${n.toFixed(1)} s`, peer?.buildSeconds, PEER_REFERENCE.build ?? ''),
        row('cold load: first slide title painted (median of 10)', ours.title, ms, peer?.title, PEER_REFERENCE.title ?? '', ['≤ 1.5× floor', ours.title <= floor.title * 1.5], floor.title),
        row("cold load: first slide title visible, outside harness's way (the polled frame that finds it visible, before that frame's style, layout and paint; median of 10)", ours.titleSeen, ms, peer?.titleSeen, '—', ['≤ 1.5× floor', ours.titleSeen <= floor.titleSeen * 1.5], floor.titleSeen),
        {
          measurement: `cold load: the deck's app running (median of 10)${BUSY ? ' (every core busy)' : ''}`,
          value: ms(ours.appRunning),
          note: 'after the first paint: the pre-rendered slide shows first, keys pressed meanwhile are kept; Slidev runs before its title paints',
        },
        row('cold load: FCP', ours.fcp, ms, peer?.fcp, '—', undefined, floor.fcp),
        row('cold load: LCP', ours.lcp, ms, peer?.lcp, '—', undefined, floor.lcp),
        row('cold load: layout shift (CLS, worst of 10)', ours.cls, (n) => n.toFixed(3), peer?.cls, '—', ['0', ours.cls < 0.001]),
        row('cold load: script time (CDP ScriptDuration; through Playwright, DevTools attached, as ../shared/bench-outside)', ours.scriptMs, ms, peer?.scriptMs, '102–119 ms (issue)', ['≤ Slidev', peer ? ours.scriptMs <= peer.scriptMs : false], floor.scriptMs),
        {
          ...row('cold load: script time, no DevTools (as a viewer\'s browser: bench/bare-chromium.ts; load, network idle, + 0.8 s)', ours.bareScriptMs, ms, peer?.bareScriptMs, '—', ['≤ Slidev', peer ? ours.bareScriptMs <= peer.bareScriptMs : false], floor.bareScriptMs),
          note: `floor ${ms(floor.bareScriptMs)}; React DOM alone ${ms(reactFloor.bareScriptMs)}; React DOM's sentinel errors are made without a stack, which DevTools attached made V8 re-parse it for (src/node/react-sentinels-plugin.ts)`,
        },
        {
          measurement: `cold load: script time of React DOM alone, rendering the title${BUSY ? ' (every core busy)' : ''}`,
          value: ms(reactFloor.scriptMs),
          note: 'what the renderer itself costs a page; the rest of the row above is the deck',
        },
        row('cold load: DOM nodes', ours.domNodes, count, peer?.domNodes, '391 (issue)', undefined, floor.domNodes),
        row('cold load: requests', ours.requests, count, peer?.requests, '—', undefined, floor.requests),
        row('cold load: bytes transferred', ours.kib, kib, peer?.kib, '—', undefined, floor.kib),
        row('JS heap after load', ours.heapMiB, (n) => `${n.toFixed(1)} MiB`, peer?.heapMiB, PEER_REFERENCE.heap ?? ''),
        row('slide change, own way (↓ on each slide, key to the frame painting its h1/h2 title), median', ours.change, ms, peer?.change, PEER_REFERENCE.change ?? '', paintTarget(ours.change, peer?.change), floor.change),
        row('slide change, own way, p90', ours.changeP90, ms, peer?.changeP90, PEER_REFERENCE.changeP90 ?? '', undefined, floor.changeP90),
        row('click step, own way (the <v-clicks> slide only, → then ←, 3 rounds; key to the frame painting the item shown or hidden), median', ours.click, ms, peer?.click, PEER_REFERENCE.click ?? '', paintTarget(ours.click, peer?.click), floor.click),
        row(`slide change, outside harness's way (→ through the talk, ${OUTSIDE_WALKS} walks, n=${ours.outsideChangeCount}; key to the first frame showing the next title), median`, ours.outsideChange, ms, peer?.outsideChange, PEER_REFERENCE.outsideChange ?? '', ['≤ ½ Slidev', peer ? ours.outsideChange <= peer.outsideChange / 2 : false], floor.outsideChange),
        row(`click step, outside harness's way (every click step of the talk, n=${ours.outsideClickCount}; key to the frame after its first DOM mutation), median`, ours.outsideClick, ms, peer?.outsideClick, PEER_REFERENCE.outsideClick ?? '', ['≤ Slidev', peer ? ours.outsideClick <= peer.outsideClick : false], floor.outsideClick),
        row('JS+CSS gzip, first view (fetched by every cold load until the deck is ready to use; the page\'s inline too)', ours.firstViewGzipKiB, kib, peer?.firstViewGzipKiB, PEER_REFERENCE.firstView ?? '', ['≤ 100 KiB', ours.firstViewGzipKiB <= 100]),
        {
          ...row('JS+CSS gzip, with what loads once idle (by 0.8 s after the load event)', ours.idleGzipKiB, kib, peer?.idleGzipKiB, '—'),
          note: 'ours: the next slides, the dialogs (and where there may be drawings to show, the drawing layer; not on a static host)',
        },
        row('JS+CSS gzip, whole build', ours.totalGzipKiB, kib, peer?.totalGzipKiB, '—'),
      ];
    } finally {
      await browser.close();
      await bare.close();
      await rm(work, { recursive: true, force: true });
    }
  },
};
