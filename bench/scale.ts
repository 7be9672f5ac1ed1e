// The room at scale: presenter → follower latency with 1,000 up to 10,000 followers spread evenly
// over two deck server processes that share a real Redis (Debian's redis-server on 127.0.0.1), as two
// nodes behind a load balancer would run. The presenter is on the first node; followers of the second
// get its moves through Redis. Each step reports p50 / p99, the followers that missed the final move,
// and each server's RSS and CPU over the moves, beside this process's own. Followers are bare
// WebSockets in this one process (bench/live.ts): on a 2-core machine they share the cores with both
// servers and Redis, so each step also measures its floor, the same fan-out as bare TCP with nothing
// of the deck in it (bench/fanout-floor.ts). All loops are bounded; the run stops itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRedis } from '../tests/support/redis.ts';
import { fanoutFloor } from './fanout-floor.ts';
import { navFollower as follower, percentile, presenterToken, providerClient, sleep, startServer, until, writeMove, type BenchServer } from './live.ts';
import { times, type BenchModule, type BenchRow } from './types.ts';

/** DECK_BENCH_SCALE_STEPS=10000 (comma-separated) runs only those steps. */
const STEPS = process.env.DECK_BENCH_SCALE_STEPS?.split(',').map(Number) ?? [1000, 2000, 5000, 10_000];
const MOVES = 20;
const MOVE_INTERVAL_MS = 250;
const PASSWORD = 'bench';
const TARGET_P99_MS = 100;

interface Step {
  followers: number;
  p50: number;
  p99: number;
  missed: number;
  rss: number[];
  cpu: number[];
  /** CPU time of this process (the presenter and every follower socket) over the moves. */
  ownCpu: number;
}

async function step(count: number, nodes: BenchServer[], presenter: ReturnType<typeof providerClient>['provider']): Promise<Step> {
  const urls = nodes.map((node) => `${node.url.replace('http', 'ws')}sync`);
  const followers: ReturnType<typeof follower>[] = [];
  try {
    for (let i = 0; i < count; i++) {
      followers.push(follower(urls[i % urls.length] ?? ''));
      if (i % 250 === 249) await Promise.all(followers.slice(-250).map((f) => f.ready)); // join in batches
    }
    await Promise.all(followers.map((f) => f.ready));
    await sleep(2000); // the last joins settle
    // CPU over the moves alone, joins left out: what sending the moves costs each process.
    const cpuBefore = await Promise.all(nodes.map((node) => node.cpuSeconds()));
    const ownBefore = process.cpuUsage();
    const baseline = followers.map((f) => f.arrivals.length);
    const sentAt: number[] = [];
    for (let move = 1; move <= MOVES; move++) {
      sentAt.push(performance.now());
      writeMove(presenter, count + move);
      await sleep(MOVE_INTERVAL_MS);
    }
    await until(() => followers.every((f, i) => f.arrivals.length - (baseline[i] ?? 0) >= MOVES), 'every move to reach every follower', 30_000).catch(() => undefined);
    const latencies: number[] = [];
    let missed = 0;
    followers.forEach((f, i) => {
      const got = f.arrivals.slice(baseline[i] ?? 0);
      if (got.length < MOVES) missed++;
      got.forEach((at, k) => k < MOVES && latencies.push(at - (sentAt[k] ?? at)));
    });
    latencies.sort((a, b) => a - b);
    const cpuAfter = await Promise.all(nodes.map((node) => node.cpuSeconds()));
    const own = process.cpuUsage(ownBefore);
    return {
      followers: count,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      missed,
      rss: await Promise.all(nodes.map((node) => node.rss())),
      cpu: cpuAfter.map((after, i) => after - (cpuBefore[i] ?? 0)),
      ownCpu: (own.user + own.system) / 1e6,
    };
  } finally {
    for (const f of followers) f.close();
    await sleep(1000);
  }
}

export const scaleBench: BenchModule = {
  name: 'scale',
  async run(): Promise<BenchRow[]> {
    const deadline = setTimeout(() => {
      console.error('scale benchmark: over its time limit, stopping');
      process.exit(2);
    }, 15 * 60_000);
    const out = await mkdtemp(path.join(tmpdir(), 'deck-bench-scale-'));
    const redis = await startRedis();
    const nodes: BenchServer[] = [];
    let lead: ReturnType<typeof providerClient> | undefined;
    try {
      const env = { DECK_PASSWORD: PASSWORD, DECK_STATE_DIR: out, REDIS_URL: redis.url };
      nodes.push(await startServer(out, env));
      nodes.push(await startServer(out, env, true));
      const first = nodes[0];
      if (!first) throw new Error('no server');
      lead = providerClient(`${first.url.replace('http', 'ws')}sync`, 'nav', await presenterToken(first.url, PASSWORD));
      const presenter = lead.provider;
      await until(() => presenter.isSynced && presenter.authorizedScope === 'read-write', 'the presenter to join with write access');
      const rows: BenchRow[] = [];
      for (const count of STEPS) {
        const result = await step(count, nodes, presenter);
        const floor = await fanoutFloor(count, MOVES, MOVE_INTERVAL_MS);
        const how = `${count / nodes.length} on each of ${nodes.length} nodes sharing Redis; server RSS ${result.rss.map((r) => r.toFixed(0)).join(' / ')} MiB, CPU over the ${MOVES} moves ${result.cpu.map((c) => c.toFixed(1)).join(' / ')} s, the followers' own process ${result.ownCpu.toFixed(1)} s; floor (bare TCP, same fan-out): p50 / p99 ${floor.p50.toFixed(1)} / ${floor.p99.toFixed(1)} ms, ${floor.missed} missed: p99 ${times(result.p99, floor.p99)} the floor's`;
        rows.push({
          measurement: `presenter → ${count.toLocaleString('en')} followers over 2 nodes, p50 / p99`,
          value: `${result.p50.toFixed(1)} / ${result.p99.toFixed(1)} ms, ${result.missed} missed`,
          ...(count === 10_000 ? { target: `p99 ≤ ${TARGET_P99_MS} ms, 0 missed`, ok: result.p99 <= TARGET_P99_MS && result.missed === 0 } : {}),
          note: how,
        });
      }
      return rows;
    } finally {
      clearTimeout(deadline);
      lead?.close();
      // The nodes first: a node whose Redis went away while it stopped waited on it, and said so.
      await Promise.all(nodes.map((node) => node.stop()));
      await redis.stop();
      await rm(out, { recursive: true, force: true });
    }
  },
};
