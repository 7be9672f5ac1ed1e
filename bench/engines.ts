// Cold load to the first slide's title in each browser engine the room uses (Chromium, Firefox ESR,
// WebKitGTK), same machine, same run, same build: the talk built once, served as static files with
// brotli copies on 127.0.0.1 (as bench/load.ts serves it), each load in a fresh profile (no cache, no
// service worker), median of 5. The engines take turns, so a machine that gets busier or quieter
// weighs on all three alike. The figure is the page's own first-contentful-paint: the title is in
// the pre-rendered HTML, so the first text painted is the title (checked: it is there before any
// script runs). Drivers as in the cross-engine tests (tests/support/engines), one browser per engine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDeck } from '../src/node/commands/build.ts';
import { compressBuild } from '../src/node/compress.ts';
import { loadDeck } from '../src/node/parser/parse.ts';
import { launchEngine, ENGINES, type EngineBrowser, type EngineName } from '../tests/support/engines/index.ts';
import { serve } from './load.ts';
import { median, type BenchModule, type BenchRow } from './types.ts';
import { talkDir } from '../tests/support/talk-dir.ts';

const LOADS = 5;

interface Load {
  fcp: number;
  /** The title is on the page (and, checked once, in its HTML as served: so on its first paint). */
  titleFirst: boolean;
}

async function coldLoad(browser: EngineBrowser, url: string, title: string): Promise<Load> {
  const page = await browser.newPage({ width: 1280, height: 720 });
  try {
    await page.goto(`${url}#/1`);
    // After the load event the paint entries are in; wait for the first one if it is late.
    const expression = `new Promise((resolve) => {
      const title = ${JSON.stringify(title)};
      const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const done = () => resolve({ fcp: read(), titleFirst: [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === title) });
      if (read() !== undefined) return done();
      // first-paint may come first: resolve on first-contentful-paint only.
      new PerformanceObserver(() => read() !== undefined && done()).observe({ type: 'paint', buffered: true });
    })`;
    return await page.evaluate<Load>(expression);
  } finally {
    await page.close();
  }
}

export const enginesBench: BenchModule = {
  name: 'engines',
  run: async () => {
    const root = talkDir;
    const talk = await loadDeck('slides.md', { root });
    const title = talk.slides[0]?.title ?? '';
    const out = await mkdtemp(path.join(tmpdir(), 'deck-bench-engines-'));
    const browsers = new Map<EngineName, EngineBrowser>();
    const rows: BenchRow[] = [];
    let server: Awaited<ReturnType<typeof serve>>['server'] | undefined;
    try {
      await buildDeck({ base: '/', out, root, slides: 'slides.md', force: true, pdf: false });
      await compressBuild(out);
      const site = await serve(out);
      server = site.server;
      // The title must be in the HTML as served (pre-rendered): then the first paint is the title.
      const html = await (await fetch(site.url)).text();
      const prerendered = html.includes(title);
      for (const name of ENGINES) {
        try {
          browsers.set(name, await launchEngine(name));
        } catch (error) {
          rows.push({ measurement: `cold load to the first title, ${name}`, value: 'not measured', note: error instanceof Error ? error.message.split('\n')[0] : String(error) });
        }
      }
      const loads = new Map<EngineName, number[]>([...browsers.keys()].map((name) => [name, []]));
      for (let round = 0; round < LOADS; round++) {
        for (const [name, browser] of browsers) {
          const load = await coldLoad(browser, site.url, title);
          if (!load.titleFirst || !prerendered) throw new Error(`${name}: the title was not on the first paint`);
          if (!Number.isFinite(load.fcp)) throw new Error(`${name}: no first-contentful-paint entry`);
          loads.get(name)?.push(load.fcp);
        }
      }
      for (const [name, times] of loads) {
        rows.push({
          measurement: `cold load to the first title, ${name} ${browsers.get(name)?.version ?? ''}`.trim(),
          value: `${Math.round(median(times))} ms`,
          note: `first-contentful-paint (the pre-rendered title), fresh profile, median of ${LOADS} (${times.map((t) => Math.round(t)).join(', ')}); engines take turns`,
        });
      }
    } finally {
      await Promise.all([...browsers.values()].map((browser) => browser.close().catch(() => undefined)));
      server?.close();
      await rm(out, { recursive: true, force: true });
    }
    return rows;
  },
};
