// What the live-sync benchmarks share: the deck server in its own process (as `npm start` runs it),
// a presenter that writes moves as the presenter view does, and simulated followers that speak the
// Hocuspocus join frames on a raw WebSocket and only note when frames arrive (real followers are
// separate devices: a simulated one must not make the others wait while it decodes).
import { spawn } from 'node:child_process';
import { randomBytes, randomFillSync } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
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
  /** Stops it as a service manager would (SIGTERM); resolves once it has exited. */
  stop: () => Promise<void>;
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
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
  // As a page has (src/client/live/server.ts): no presence until it has a pointer to show.
  provider.awareness?.setLocalState(null);
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

/** The bytes of one client-to-server WebSocket frame (RFC 6455 §5.2): final, binary or pong, masked as clients must. */
function clientFrame(opcode: number, payload: Uint8Array): Buffer {
  const header = payload.length < 126 ? 2 : 4;
  const out = Buffer.alloc(header + 4 + payload.length);
  out[0] = 0x80 | opcode;
  if (payload.length < 126) {
    out[1] = 0x80 | payload.length;
  } else {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(payload.length, 2);
  }
  const mask = randomFillSync(out.subarray(header, header + 4));
  for (let i = 0; i < payload.length; i++) out[header + 4 + i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
  return out;
}

const NAV_JOIN = joinFrames('nav').map((f) => clientFrame(0x2, f));

/**
 * A follower that joins the "nav" document and notes when each update frame arrives (the k-th
 * frame is the k-th move). It speaks WebSocket over a bare socket, reading only frame headers and a
 * frame's first bytes: the `ws` client took about 20 µs of this process's CPU a frame, as much as
 * a server's write, and with 10,000 followers on the same two cores as the servers that measured
 * this process more than the servers. Real followers are devices of their own.
 */
export function navFollower(url: string) {
  const arrivals: number[] = [];
  let socket: Socket | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    const target = new URL(url.replace(/^ws/, 'http'));
    const request = http.request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      agent: false,
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': randomBytes(16).toString('base64'), origin: target.origin },
    });
    request.once('error', reject);
    request.once('response', (response) => reject(new Error(`the server answered ${response.statusCode} instead of upgrading`)));
    request.once('upgrade', (_response, upgraded: Socket, head: Buffer) => {
      socket = upgraded;
      upgraded.setNoDelay(true);
      upgraded.on('error', () => undefined); // a server that stops: the follower just misses moves
      let pending: Buffer = Buffer.alloc(0);
      const read = (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        for (;;) {
          const frame = nextFrame(pending);
          if (!frame) return;
          if (frame.opcode === 0x9) upgraded.write(clientFrame(0xa, frame.payload)); // ping → pong, or the server drops us
          else if (frame.opcode === 0x2 && isUpdate(frame.payload)) arrivals.push(performance.now());
          pending = pending.subarray(frame.end);
        }
      };
      upgraded.on('data', read);
      if (head.length) read(head);
      for (const join of NAV_JOIN) upgraded.write(join);
      resolve();
    });
    request.end();
  });
  return { arrivals, ready, close: () => socket?.destroy() };
}

/** The first whole server-to-client frame (unmasked) at the start of `bytes`, or null until it has all come. */
function nextFrame(bytes: Buffer): { opcode: number; payload: Buffer; end: number } | null {
  if (bytes.length < 2) return null;
  let length = (bytes[1] ?? 0) & 0x7f;
  let start = 2;
  if (length === 126) {
    if (bytes.length < 4) return null;
    length = bytes.readUInt16BE(2);
    start = 4;
  } else if (length === 127) {
    if (bytes.length < 10) return null;
    length = Number(bytes.readBigUInt64BE(2));
    start = 10;
  }
  if (bytes.length < start + length) return null;
  return { opcode: (bytes[0] ?? 0) & 0x0f, payload: bytes.subarray(start, start + length), end: start + length };
}

/** Whether a frame is a Yjs update on a document: [name][Sync = 0][update = 2]…. */
const isUpdate = (payload: Buffer) => readFrame(payload).update;
