// Presenter-to-audience latency through the live sync server, with 1,000 followers on one node.
// The server runs as `npm start` does, in its own process on 127.0.0.1. This process holds the
// presenter (a Hocuspocus provider) and 1,000 followers, each its own WebSocket speaking the
// protocol's join messages (token, sync step 1) and then only timing the update frames it gets:
// real followers are separate devices, so a simulated one must not make the others wait while it
// decodes. The k-th update frame on a connection is the k-th move (frames arrive in order).
// The presenter moves 40 times, 150 ms apart. All loops are bounded; the run stops itself.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { BenchModule, BenchRow } from './types.ts';

const FOLLOWERS = 1000;
const MOVES = 40;
const MOVE_INTERVAL_MS = 150;
const TARGET_P99_MS = 100;
const PASSWORD = 'bench';
const DEADLINE_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function until(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Starts the deck server in its own process and resolves with its URL. */
async function startServer(out: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/node/cli.ts', 'serve', '--port', '0', '--out', out], {
    env: { ...process.env, DECK_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(() => /audience:\s+(http:\S+)#/.test(output) || child.exitCode !== null, 'the deck server to start', 120_000);
  const url = /audience:\s+(http:\S+)#/.exec(output)?.[1];
  if (!url) throw new Error(`the deck server did not start:\n${output}`);
  return { url, stop: () => child.kill() };
}

function presenterClient(url: string, token: string) {
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: 'nav', token });
  provider.attach();
  return { provider, close: () => (provider.destroy(), socket.destroy()) };
}

// Hocuspocus frames: [document name][message type]…; Sync = 0 (step 1 = 0, update = 2), Auth = 2 (token = 0).
function frame(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, 'nav');
  write(encoder);
  return encoding.toUint8Array(encoder);
}
const joinFrames = [
  frame((e) => (encoding.writeVarUint(e, 2), encoding.writeVarUint(e, 0), encoding.writeVarString(e, ''))),
  frame((e) => (encoding.writeVarUint(e, 0), encoding.writeVarUint(e, 0), encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc())))),
];

function isUpdate(data: Buffer): boolean {
  const decoder = decoding.createDecoder(new Uint8Array(data));
  decoding.readVarString(decoder);
  return decoding.readVarUint(decoder) === 0 && decoding.readVarUint(decoder) === 2;
}

/** A follower that joins the "nav" document and records when each update frame arrives. */
function follower(url: string) {
  const arrivals: number[] = [];
  const socket = new WebSocket(url);
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      for (const f of joinFrames) socket.send(f);
      resolve();
    });
    socket.once('error', reject);
  });
  socket.on('message', (data: Buffer) => {
    if (isUpdate(data)) arrivals.push(performance.now());
  });
  return { arrivals, ready, close: () => socket.terminate() };
}

async function measure(): Promise<number[]> {
  const out = await mkdtemp(path.join(tmpdir(), 'deck-bench-sync-'));
  const server = await startServer(out);
  const followers: ReturnType<typeof follower>[] = [];
  let lead: ReturnType<typeof presenterClient> | undefined;
  try {
    const login = await fetch(`${server.url}api/login`, { method: 'POST', body: JSON.stringify({ password: PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const syncUrl = `${server.url.replace('http', 'ws')}sync`;

    lead = presenterClient(syncUrl, token);
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
      // As the presenter view writes a move: under its own key, with its stamp (src/client/sync/bus.ts).
      presenter.document.getMap('state').set('lead:bench', { no: (move % 24) + 1, clicks: 0, stamp: { t: Date.now() + move, by: 'bench' } });
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
    server.stop();
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
