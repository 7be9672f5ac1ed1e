// What the live-sync benchmarks share: the deck server in its own process (as `npm start` runs it),
// a presenter that writes moves as the presenter view does, and simulated followers that speak the
// Hocuspocus join frames on a raw WebSocket and only note when frames arrive (real followers are
// separate devices: a simulated one must not make the others wait while it decodes).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { talkDir } from '../tests/support/talk-dir.ts';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export async function until(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export interface BenchServer {
  url: string;
  pid: number;
  /** The server process's resident memory now, in MiB (Linux). */
  rss: () => Promise<number>;
  /** CPU time the server process has used so far, in seconds (Linux). */
  cpuSeconds: () => Promise<number>;
  alive: () => boolean;
  stop: () => void;
}

/** Builds the deck into `out` in a process of its own, so the server's memory is the server's alone. */
async function build(out: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/node/cli.ts', 'build', path.join(talkDir, 'slides.md'), '--out', out, '--no-pdf'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`building the deck for the benchmark failed (exit ${code})`);
}

/** Builds the deck into `out` (unless `built`), starts its server in its own process and resolves with its URL. */
export async function startServer(out: string, env: Record<string, string>, built = false): Promise<BenchServer> {
  if (!built) await build(out);
  // DECK_BENCH_SERVER_PROFILE=<folder>: each server writes a V8 CPU profile there when it stops.
  const profile = process.env.DECK_BENCH_SERVER_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.DECK_BENCH_SERVER_PROFILE] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/node/cli.ts', 'serve', path.join(talkDir, 'slides.md'), '--port', '0', '--out', out, '--no-pdf'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(() => /audience:\s+(http:\S+)#/.test(output) || child.exitCode !== null, 'the deck server to start', 180_000);
  const url = /audience:\s+(http:\S+)#/.exec(output)?.[1];
  if (!url || child.pid === undefined) throw new Error(`the deck server did not start:\n${output}`);
  const pid = child.pid;
  return {
    url,
    pid,
    rss: async () => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024,
    // utime + stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
    cpuSeconds: async () => {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => child.kill(),
  };
}

/** Logs in as the presenter (the server has a password) and returns the token. */
export async function presenterToken(url: string, password: string): Promise<string> {
  const login = await fetch(`${url}api/login`, { method: 'POST', headers: { origin: new URL(url).origin }, body: JSON.stringify({ password }) });
  return ((await login.json()) as { token: string }).token;
}

/** A real Hocuspocus client on one document, e.g. the presenter on "nav". */
export function providerClient(url: string, name: string, token: string) {
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, token });
  provider.attach();
  return { provider, close: () => (provider.destroy(), socket.destroy()) };
}

/** A move as the presenter view writes it: under its own key, with its stamp (src/client/live/bus.ts). */
export function writeMove(provider: HocuspocusProvider, move: number, slides = 24): void {
  provider.document.getMap('state').set('lead:bench', { no: (move % slides) + 1, clicks: 0, stamp: { t: Date.now() + move, by: 'bench' } });
}

// Hocuspocus frames: [document name][message type]…; Sync = 0 (step 1 = 0, update = 2), Auth = 2
// (token = 0), Stateless = 5.
export function frame(document: string, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, document);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** What a page sends to join a document: its login, then sync step 1 from an empty document. */
export const joinFrames = (document: string, token = '') => [
  frame(document, (e) => (encoding.writeVarUint(e, 2), encoding.writeVarUint(e, 0), encoding.writeVarString(e, token))),
  frame(document, (e) => (encoding.writeVarUint(e, 0), encoding.writeVarUint(e, 0), encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc())))),
];

export const statelessFrame = (document: string, payload: string) => frame(document, (e) => (encoding.writeVarUint(e, 5), encoding.writeVarString(e, payload)));

/** A frame's document and kind, and for a stateless message its text. */
export function readFrame(data: Buffer): { document: string; update: boolean; stateless: string | null } {
  const decoder = decoding.createDecoder(new Uint8Array(data));
  const document = decoding.readVarString(decoder);
  const kind = decoding.readVarUint(decoder);
  if (kind === 5) return { document, update: false, stateless: decoding.readVarString(decoder) };
  return { document, update: kind === 0 && decoding.readVarUint(decoder) === 2, stateless: null };
}

/** A follower that joins the "nav" document and notes when each update frame arrives (the k-th frame is the k-th move). */
export function navFollower(url: string) {
  const arrivals: number[] = [];
  const socket = new WebSocket(url);
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      for (const f of joinFrames('nav')) socket.send(f);
      resolve();
    });
    socket.once('error', reject);
  });
  socket.on('message', (data: Buffer) => {
    if (readFrame(data).update) arrivals.push(performance.now());
  });
  return { arrivals, ready, close: () => socket.terminate() };
}
