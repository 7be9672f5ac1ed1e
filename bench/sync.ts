// Presenter-to-audience latency through the live sync server, with 1,000 followers on one node.
// The server runs as `npm start` does, in its own process on 127.0.0.1 (bench/live.ts). This
// process holds the presenter (a Hocuspocus provider) and 1,000 followers, each a raw WebSocket
// that joins "nav" and times the update frames it gets. The k-th update frame on a connection is
// the k-th move (frames arrive in order).
// The presenter moves 40 times, 150 ms apart. All loops are bounded; the run stops itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { navFollower as follower, percentile, presenterToken, providerClient, sleep, startServer, until, writeMove } from './live.ts';
import type { BenchModule, BenchRow } from './types.ts';

const FOLLOWERS = 1000;
const MOVES = 40;
const MOVE_INTERVAL_MS = 150;
const TARGET_P99_MS = 100;
const PASSWORD = 'bench';
const DEADLINE_MS = 60_000;

async function measure(): Promise<number[]> {
  const out = await mkdtemp(path.join(tmpdir(), 'deck-bench-sync-'));
  const server = await startServer(out, { DECK_PASSWORD: PASSWORD, DECK_STATE_DIR: out });
  const followers: ReturnType<typeof follower>[] = [];
  let lead: ReturnType<typeof providerClient> | undefined;
  try {
    const token = await presenterToken(server.url, PASSWORD);
    const syncUrl = `${server.url.replace('http', 'ws')}sync`;

    lead = providerClient(syncUrl, 'nav', token);
    for (let i = 0; i < FOLLOWERS; i++) {
      followers.push(follower(syncUrl));
      if (i % 100 === 99) await Promise.all(followers.slice(-100).map((f) => f.ready)); // join in batches
    }
    await Promise.all(followers.map((f) => f.ready));
    const presenter = lead.provider;
    await until(() => presenter.isSynced && presenter.authorizedScope === 'read-write', 'the presenter to join with write access');
    await sleep(1000); // let the last joins settle
    const baseline = followers.map((f) => f.arrivals.length);

    const sentAt: number[] = [];
    for (let move = 1; move <= MOVES; move++) {
      sentAt.push(performance.now());
      writeMove(presenter, move);
      await sleep(MOVE_INTERVAL_MS);
    }
    await until(() => followers.every((f, i) => f.arrivals.length - (baseline[i] ?? 0) >= MOVES), 'every move to reach every follower', 20_000).catch(() => undefined);

    const latencies: number[] = [];
    followers.forEach((f, i) => f.arrivals.slice(baseline[i] ?? 0).forEach((at, k) => k < MOVES && latencies.push(at - (sentAt[k] ?? at))));
    if (latencies.length < MOVES * FOLLOWERS) throw new Error(`only ${latencies.length} of ${MOVES * FOLLOWERS} moves reached the followers`);
    return latencies.sort((a, b) => a - b);
  } finally {
    for (const f of followers) f.close();
    lead?.close();
    await server.stop();
    await rm(out, { recursive: true, force: true });
  }
}

export const syncBench: BenchModule = {
  name: 'sync',
  async run(): Promise<BenchRow[]> {
    const deadline = setTimeout(() => {
      console.error('sync benchmark: over its time limit, stopping');
      process.exit(2);
    }, DEADLINE_MS + 120_000);
    try {
      const sorted = await measure();
      const [p50, p99] = [percentile(sorted, 50), percentile(sorted, 99)];
      const how = `${FOLLOWERS} followers, ${MOVES} moves, ${sorted.length} deliveries, server in its own process on 127.0.0.1`;
      return [
        { measurement: 'presenter → audience latency p50', value: `${p50.toFixed(1)} ms`, note: how },
        { measurement: 'presenter → audience latency p99', value: `${p99.toFixed(1)} ms`, target: `≤ ${TARGET_P99_MS} ms`, ok: p99 <= TARGET_P99_MS, note: how },
      ];
    } finally {
      clearTimeout(deadline);
    }
  },
};
