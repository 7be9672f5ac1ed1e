// What one follower costs. A talk of 10 minutes on one server process: the presenter (a real
// Hocuspocus client) moves every 20 s, 1,000 other followers (raw WebSockets joined to "nav" and
// "room" as pages are, bench/audience.ts) send reactions at a steady room's rate, and one audience
// page in Chromium follows on the play view, reactions rising over it. Measured over the talk, per
// minute: the page's main-thread task time (CDP Performance metrics), its renderer process's CPU
// time (CDP SystemInfo) and memory (JS heap after a garbage collection, and the process's RSS);
// the server's CPU time and memory per 1,000 followers. The simulated followers and the presenter
// run in this process: its own CPU time is printed beside the server's, so the two can be told
// apart on a machine they share. `-- follower --quick` (2 minutes) or DECK_BENCH_FOLLOWER_MINUTES
// shortens the talk for trying it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { launchChromium } from '../src/node/chromium.ts';
import { REACTIONS } from '../src/shared/room.ts';
import { roomFollower } from './audience.ts';
import { presenterToken, providerClient, sleep, startServer, until, writeMove, type BenchServer } from './live.ts';
import type { BenchModule, BenchRow } from './types.ts';

const MINUTES = process.argv.includes('--quick') ? 2 : Number(process.env.DECK_BENCH_FOLLOWER_MINUTES ?? 10);
const MOVE_EVERY_MS = 20_000;
const FOLLOWERS = 1000;
/** A lively room: two reactions a second in all, from followers in turn. */
const REACTION_EVERY_MS = 500;
const PASSWORD = 'bench';
const MiB = 1024 * 1024;
/** Proposed budgets: a follower page stays under 1% of a core and does not grow; the server stays under 1% of a core per 1,000 followers. */
const TARGETS = { pageCpuMsPerMinute: 600, heapGrowthMiB: 1, serverCpuMsPerMinute: 600 };

interface PageReading {
  /** Main-thread task time, script, layout and style so far (s). */
  task: number;
  script: number;
  layout: number;
  style: number;
  heapMiB: number;
  /** CPU time of the renderer processes so far (s), and their RSS now (MiB). */
  rendererCpu: number;
  rendererRssMiB: number;
  renderers: number;
}

async function rssMiB(pid: number): Promise<number> {
  return Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''))?.[1] ?? 0) / 1024;
}

/** The page's figures now, after a garbage collection (so the heap is what the page keeps). */
async function readPage(page: CDPSession, browser: CDPSession): Promise<PageReading> {
  await page.send('HeapProfiler.collectGarbage');
  const { metrics } = await page.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const { processInfo } = (await browser.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number; cpuTime: number }> };
  const renderers = processInfo.filter((p) => p.type === 'renderer');
  const rss = await Promise.all(renderers.map((p) => rssMiB(p.id)));
  return {
    task: metric('TaskDuration'),
    script: metric('ScriptDuration'),
    layout: metric('LayoutDuration'),
    style: metric('RecalcStyleDuration'),
    heapMiB: metric('JSHeapUsedSize') / MiB,
    rendererCpu: renderers.reduce((sum, p) => sum + p.cpuTime, 0),
    rendererRssMiB: rss.reduce((a, b) => a + b, 0),
    renderers: renderers.length,
  };
}

/** Opens the audience page on slide 1 and starts counting the reactions it shows. */
async function openFollowerPage(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${url}#/1`);
  await page.waitForSelector('html[data-deck-ready] .slide .layout', { timeout: 60_000 });
  // As text: tsx would wrap a function's inner functions in a helper the page does not have.
  await page.evaluate(`(() => {
    window.__reactionsShown = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.classList.contains('reaction')) window.__reactionsShown++;
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

/** The talk: a move every MOVE_EVERY_MS, a reaction every REACTION_EVERY_MS, for `ms`; returns the last slide moved to. */
async function talk(ms: number, move: (k: number) => void, react: (i: number) => void): Promise<number> {
  const started = performance.now();
  let moves = 0;
  for (let i = 0; ; i++) {
    const at = i * REACTION_EVERY_MS;
    if (at >= ms) break;
    const wait = started + at - performance.now();
    if (wait > 1) await sleep(wait);
    if (at % MOVE_EVERY_MS === 0) move(++moves);
    react(i);
  }
  return moves;
}

const perMinute = (seconds: number, minutes: number) => (seconds * 1000) / minutes;

async function measure(): Promise<BenchRow[]> {
  const out = await mkdtemp(path.join(tmpdir(), 'deck-bench-follower-'));
  const server: BenchServer = await startServer(out, { DECK_PASSWORD: PASSWORD, DECK_STATE_DIR: out });
  const followers: ReturnType<typeof roomFollower>[] = [];
  const clients: Array<{ close: () => void }> = [];
  const browser = await launchChromium();
  try {
    const rssIdle = await server.rss();
    const syncUrl = `${server.url.replace('http', 'ws')}sync`;
    const lead = providerClient(syncUrl, 'nav', await presenterToken(server.url, PASSWORD));
    clients.push(lead);
    for (let i = 0; i < FOLLOWERS; i++) {
      followers.push(roomFollower(syncUrl, false));
      if (i % 100 === 99) await Promise.all(followers.slice(-100).map((f) => f.ready)); // join in batches
    }
    await Promise.all(followers.map((f) => f.ready));
    await until(() => lead.provider.isSynced && lead.provider.authorizedScope === 'read-write', 'the presenter to join');
    const { page, cdp } = await openFollowerPage(browser, server.url);
    const browserCdp = await browser.newBrowserCDPSession();
    await sleep(3000); // the page's start-up and the last joins settle
    const rssJoined = await server.rss();

    const before = await readPage(cdp, browserCdp);
    const serverCpuBefore = await server.cpuSeconds();
    const ownCpuBefore = process.cpuUsage();
    const talkMs = MINUTES * 60_000;
    const moves = await talk(
      talkMs,
      (k) => writeMove(lead.provider, k),
      (i) => followers[i % followers.length]?.send({ kind: 'react', emoji: REACTIONS[i % REACTIONS.length] ?? '👏' }),
    );
    const serverCpu = (await server.cpuSeconds()) - serverCpuBefore;
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const after = await readPage(cdp, browserCdp);
    const lastSlide = (moves % 24) + 1; // writeMove's slide for the last move
    const followed = (await page.evaluate('location.hash')) === `#/${lastSlide}`;
    const shown = Number(await page.evaluate('window.__reactionsShown'));
    const rssAfter = await server.rss();

    const minutes = talkMs / 60_000;
    const pageCpu = perMinute(after.rendererCpu - before.rendererCpu, minutes);
    const mainThread = (key: keyof PageReading) => perMinute(after[key] - before[key], minutes).toFixed(0);
    const heapGrowth = after.heapMiB - before.heapMiB;
    const perThousand = FOLLOWERS / 1000;
    const serverPerMinute = perMinute(serverCpu, minutes) / perThousand;
    const talkNote = `${minutes} min: ${moves} moves (${MOVE_EVERY_MS / 1000} s apart), ${Math.round(talkMs / REACTION_EVERY_MS)} reactions from ${FOLLOWERS} other followers`;
    return [
      {
        measurement: 'one follower page: CPU per minute of a talk',
        value: `${pageCpu.toFixed(0)} ms/min (${(pageCpu / 600).toFixed(2)}% of a core)`,
        target: `≤ ${TARGETS.pageCpuMsPerMinute} ms/min`,
        ok: pageCpu <= TARGETS.pageCpuMsPerMinute && followed,
        note: `renderer process CPU; main thread ${mainThread('task')} ms/min (script ${mainThread('script')}, layout ${mainThread('layout')}, style ${mainThread('style')}); ${talkNote}; ${shown} reactions shown; ${followed ? 'followed to the end' : 'DID NOT follow to the last move'}`,
      },
      {
        measurement: 'one follower page: memory over the talk',
        value: `JS heap ${before.heapMiB.toFixed(1)} → ${after.heapMiB.toFixed(1)} MiB, renderer RSS ${before.rendererRssMiB.toFixed(0)} → ${after.rendererRssMiB.toFixed(0)} MiB`,
        target: `heap growth ≤ ${TARGETS.heapGrowthMiB} MiB`,
        ok: heapGrowth <= TARGETS.heapGrowthMiB,
        note: `JS heap after a garbage collection, at the start and the end of the talk; RSS of the browser's ${after.renderers} renderer process(es), shared pages counted`,
      },
      {
        measurement: 'server per 1,000 followers: CPU per minute of a talk',
        value: `${serverPerMinute.toFixed(0)} ms/min`,
        target: `≤ ${TARGETS.serverCpuMsPerMinute} ms/min`,
        ok: serverPerMinute <= TARGETS.serverCpuMsPerMinute && server.alive(),
        note: `the same talk, ${FOLLOWERS} followers + the page on one server process; this process (presenter + followers) took ${perMinute((ownCpu.user + ownCpu.system) / 1e6, minutes).toFixed(0)} ms/min`,
      },
      {
        measurement: 'server per 1,000 followers: memory',
        value: `${((rssJoined - rssIdle) / perThousand).toFixed(0)} MiB RSS`,
        note: `server RSS idle ${rssIdle.toFixed(0)} → joined ${rssJoined.toFixed(0)} → after the talk ${rssAfter.toFixed(0)} MiB`,
      },
    ];
  } finally {
    for (const f of followers) f.close();
    for (const client of clients) client.close();
    await browser.close();
    await server.stop();
    await rm(out, { recursive: true, force: true });
  }
}

export const followerBench: BenchModule = {
  name: 'follower',
  async run(): Promise<BenchRow[]> {
    const deadline = setTimeout(() => {
      console.error('follower benchmark: over its time limit, stopping');
      process.exit(2);
    }, MINUTES * 60_000 + 300_000);
    try {
      return await measure();
    } finally {
      clearTimeout(deadline);
    }
  },
};
