// A busy room: 1,000 followers on one server process ask 100 questions, cast 1,000 votes and send
// 5,000 reactions over 60 s while the presenter moves the slides. Measured: whether the presenter's
// slide changes still reach every follower quickly (p50 / p99, and who missed the last one), the
// main screen's frame time while reactions rise over it (an audience page in Chromium: the main
// thread's time per frame), and the server's memory before, with and after the room. Followers are raw WebSockets joining "nav" and "room" as pages do
// (bench/live.ts); they send requests as the room's pages do (src/shared/room.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { launchChromium } from '../src/node/chromium.ts';
import { ROOM_LIMITS } from '../src/node/server/room.ts';
import { encodeCredentials } from '../src/shared/live.ts';
import { REACTIONS, type RoomRequest } from '../src/shared/room.ts';
import { joinFrames, percentile, presenterToken, providerClient, readFrame, sleep, startServer, statelessFrame, until, writeMove } from './live.ts';
import { median, type BenchModule, type BenchRow } from './types.ts';

const FOLLOWERS = 1000;
const WINDOW_MS = 60_000;
const MOVES = 40;
const QUESTIONS = 100;
const VOTES = 1000;
const REACTIONS_SENT = 5000;
const PASSWORD = 'bench';
const TARGETS = { p99Ms: 100, frameMs: 16 };

/** A follower device: joins "nav" and "room" with a device secret of its own, notes when moves arrive. */
export function roomFollower(url: string, countsReactions: boolean) {
  const moves: number[] = [];
  let reactionsHeard = 0;
  const token = encodeCredentials({ token: null, viewer: randomBytes(18).toString('base64url'), presenterView: false });
  const socket = new WebSocket(url);
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      for (const f of [...joinFrames('nav', token), ...joinFrames('room', token)]) socket.send(f);
      resolve();
    });
    socket.once('error', reject);
  });
  socket.on('message', (data: Buffer) => {
    const message = readFrame(data);
    if (message.document === 'nav' && message.update) moves.push(performance.now());
    else if (countsReactions && message.stateless?.includes('"reactions"')) {
      const counts = (JSON.parse(message.stateless) as { counts?: Record<string, number> }).counts ?? {};
      reactionsHeard += Object.values(counts).reduce((a, b) => a + b, 0);
    }
  });
  const send = (request: RoomRequest) => socket.readyState === WebSocket.OPEN && socket.send(statelessFrame('room', JSON.stringify(request)));
  return { moves, ready, send, reactionsHeard: () => reactionsHeard, close: () => socket.terminate() };
}

/** What happens at each moment of the window, in order: [ms from the start, action]. */
function schedule(followers: ReturnType<typeof roomFollower>[], questionIds: () => string[], move: (k: number) => void): Array<[number, () => void]> {
  const events: Array<[number, () => void]> = [];
  for (let k = 1; k <= MOVES; k++) events.push([(k * WINDOW_MS) / (MOVES + 1), () => move(k)]);
  // Questions over the first half, votes over the rest (each device once, for a question it can see).
  for (let i = 0; i < QUESTIONS; i++) events.push([(i * WINDOW_MS) / 2 / QUESTIONS, () => followers[i]?.send({ kind: 'ask', text: `Question ${i}: how does this work with sqlx?` })]);
  for (let i = 0; i < VOTES; i++) {
    events.push([WINDOW_MS / 2 + (i * WINDOW_MS) / 2.2 / VOTES, () => {
      const ids = questionIds();
      const id = ids[i % Math.max(ids.length, 1)];
      if (id) followers[i % followers.length]?.send({ kind: 'vote', question: id, on: true });
    }]);
  }
  // Reactions all along: each device's turns are 12 s apart, far over the 250 ms it is allowed.
  for (let i = 0; i < REACTIONS_SENT; i++) events.push([(i * WINDOW_MS) / REACTIONS_SENT, () => followers[i % followers.length]?.send({ kind: 'react', emoji: REACTIONS[i % REACTIONS.length] ?? '👏' })]);
  return events.sort((a, b) => a[0] - b[0]);
}

async function measure(): Promise<BenchRow[]> {
  const out = await mkdtemp(path.join(tmpdir(), 'deck-bench-audience-'));
  const server = await startServer(out, { DECK_PASSWORD: PASSWORD, DECK_STATE_DIR: out });
  const followers: ReturnType<typeof roomFollower>[] = [];
  const clients: Array<{ close: () => void }> = [];
  const browser = await launchChromium();
  try {
    const rssIdle = await server.rss();
    const token = await presenterToken(server.url, PASSWORD);
    const syncUrl = `${server.url.replace('http', 'ws')}sync`;
    const lead = providerClient(syncUrl, 'nav', token);
    const room = providerClient(syncUrl, 'room', token);
    clients.push(lead, room);
    for (let i = 0; i < FOLLOWERS; i++) {
      followers.push(roomFollower(syncUrl, i === 0));
      if (i % 100 === 99) await Promise.all(followers.slice(-100).map((f) => f.ready)); // join in batches
    }
    await Promise.all(followers.map((f) => f.ready));
    await until(() => lead.provider.isSynced && lead.provider.authorizedScope === 'read-write' && room.provider.isSynced, 'the presenter to join');

    // The main screen: an audience page following the presenter, reactions rising over it.
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${server.url}#/1`);
    await page.waitForSelector('.room-dock', { timeout: 60_000 });
    await sleep(1000); // let the last joins settle
    const rssConnected = await server.rss();
    const baseline = followers.map((f) => f.moves.length);
    // Each frame's cost: from its requestAnimationFrame callback to the first task after it was
    // rendered (style, layout, paint of the rising reactions), at the screen's normal frame rate.
    // As text: tsx would wrap a function's inner functions in a helper the page does not have.
    await page.evaluate(`(() => {
      const record = { frames: [], peak: 0, on: true };
      window.__bench = record;
      const channel = new MessageChannel();
      let started = 0;
      channel.port1.onmessage = () => record.frames.push(performance.now() - started);
      const tick = () => {
        started = performance.now();
        channel.port2.postMessage(0);
        record.peak = Math.max(record.peak, document.querySelectorAll('.reaction').length);
        if (record.on) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);

    const questionIds = () => [...room.provider.document.getMap('state').keys()].filter((key) => key.startsWith('q:')).map((key) => key.slice(2));
    const sentAt: number[] = [];
    const events = schedule(followers, questionIds, (k) => {
      sentAt.push(performance.now());
      writeMove(lead.provider, k);
    });
    const started = performance.now();
    for (const [at, act] of events) {
      const wait = started + at - performance.now();
      if (wait > 1) await sleep(wait);
      act();
    }
    await until(() => followers.every((f, i) => f.moves.length - (baseline[i] ?? 0) >= MOVES), 'every move to reach every follower', 20_000).catch(() => undefined);
    const frames = (await page.evaluate(`(() => { window.__bench.on = false; return { frames: window.__bench.frames.slice(1), peak: window.__bench.peak }; })()`)) as { frames: number[]; peak: number };
    await sleep(3000); // the room's last writes and the server's save
    const rssAfter = await server.rss();

    const latencies: number[] = [];
    followers.forEach((f, i) => f.moves.slice(baseline[i] ?? 0).forEach((at, k) => k < MOVES && latencies.push(at - (sentAt[k] ?? at))));
    latencies.sort((a, b) => a - b);
    const missed = followers.filter((f, i) => f.moves.length - (baseline[i] ?? 0) < MOVES).length;
    const state = [...room.provider.document.getMap('state').keys()];
    const [p50, p99] = [percentile(latencies, 50), percentile(latencies, 99)];
    const frameMedian = median(frames.frames);
    const frameP95 = percentile([...frames.frames].sort((a, b) => a - b), 95);
    const load = `${FOLLOWERS} followers; over ${WINDOW_MS / 1000} s ${QUESTIONS} questions, ${VOTES} votes, ${REACTIONS_SENT} reactions sent`;
    return [
      { measurement: 'busy room: slide change → followers p50', value: `${p50.toFixed(1)} ms`, note: load },
      { measurement: 'busy room: slide change → followers p99', value: `${p99.toFixed(1)} ms`, target: `≤ ${TARGETS.p99Ms} ms`, ok: p99 <= TARGETS.p99Ms && missed === 0, note: `${MOVES} moves, ${latencies.length} deliveries; ${missed} followers missed a move` },
      { measurement: 'busy room: main screen frame time median', value: `${frameMedian.toFixed(1)} ms`, target: `< ${TARGETS.frameMs} ms`, ok: frameMedian < TARGETS.frameMs, note: `p95 ${frameP95.toFixed(1)} ms over ${frames.frames.length} frames (rAF to the task after the frame rendered); at most ${frames.peak} reactions floating at once` },
      {
        measurement: 'busy room: server memory (RSS)',
        value: `${rssIdle.toFixed(0)} → ${rssConnected.toFixed(0)} → ${rssAfter.toFixed(0)} MiB`,
        note: `idle → ${FOLLOWERS} followers joined → after the room's 60 s; server ${server.alive() ? 'still up' : 'DOWN'}`,
      },
      {
        measurement: 'busy room: what the server took',
        value: `${state.filter((k) => k.startsWith('q:')).length} questions, ${state.filter((k) => k.startsWith('v:')).length} votes`,
        note: `one follower heard ${followers[0]?.reactionsHeard() ?? 0} reactions (every accepted one, in ${Math.round(WINDOW_MS / ROOM_LIMITS.tickMs)} ticks at most)`,
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

export const audienceBench: BenchModule = {
  name: 'audience',
  async run(): Promise<BenchRow[]> {
    const deadline = setTimeout(() => {
      console.error('audience benchmark: over its time limit, stopping');
      process.exit(2);
    }, WINDOW_MS + 300_000);
    try {
      return await measure();
    } finally {
      clearTimeout(deadline);
    }
  },
};
