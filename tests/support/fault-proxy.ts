// A network between a page and a deck server that a test can break: a TCP proxy on 127.0.0.1 that
// forwards every connection (the page's HTTP requests and its sync WebSocket alike) to the server's
// port, and on the test's word
//   stall   stops forwarding without closing anything: bytes wait, as on a venue Wi-Fi that hangs
//           (new connections are accepted and wait too); `resume` lets them flow again;
//   drop    closes every connection (FIN), as a server that goes away cleanly;
//   reset   aborts every connection (RST), as a network that is pulled;
//   delay   holds every chunk `ms` each way, in order;
//   refuse  closes new connections at once, as a host that is unreachable.
// Every fault ends by itself: a stall after `limitMs` (a test that fails half-way leaves no page
// hanging), and whatever a connection holds while stalled is bounded (past it, it is reset).
// Nothing listens beyond 127.0.0.1.
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A stall ends by itself after this long unless the test says otherwise. */
const STALL_LIMIT_MS = 120_000;
/** Bytes one connection may hold back while stalled or delayed; past it, it is reset. */
const HELD_LIMIT = 8 * 1024 * 1024;

export interface FaultProxy {
  /** e.g. http://127.0.0.1:40123/ */
  url: string;
  port: number;
  /** The server port connections go to (change it to send new connections elsewhere). */
  target: number;
  /** Stops forwarding, closing nothing; ends by itself after `limitMs`. */
  stall: (limitMs?: number) => void;
  /** Forwards again, what waited first. */
  resume: () => void;
  stalled: () => boolean;
  /** Closes every open connection (FIN both ways). */
  drop: () => void;
  /** Aborts every open connection (RST). */
  reset: () => void;
  /** Holds every chunk this long each way (0: none). */
  delay: (ms: number) => void;
  /** Whether new connections are closed at once (the host is unreachable). */
  refuse: (on: boolean) => void;
  /** Connections open now. */
  open: () => number;
  /** Bytes waiting in the proxy now (stalled or delayed), both ways. */
  held: () => number;
  close: () => Promise<void>;
}

interface Pipe {
  client: Socket;
  server: Socket;
  /** Chunks held back per direction while stalled or delayed. */
  held: { up: Buffer[]; down: Buffer[]; bytes: number };
  /** Whether a delayed chunk is on its way in each direction (so order is kept). */
  busy: { up: boolean; down: boolean };
}

export async function startFaultProxy(target: number): Promise<FaultProxy> {
  const pipes = new Set<Pipe>();
  let stalledUntil = 0;
  let stallTimer: NodeJS.Timeout | undefined;
  let delayMs = 0;
  let refusing = false;

  const isStalled = () => stalledUntil > Date.now();
  const kill = (pipe: Pipe, how: 'drop' | 'reset') => {
    pipes.delete(pipe);
    for (const socket of [pipe.client, pipe.server]) {
      if (how === 'reset') socket.resetAndDestroy();
      else socket.destroySoon();
    }
  };

  /** Sends what a direction holds, in order, unless stalled; a delay holds each chunk its time. */
  const flush = (pipe: Pipe, way: 'up' | 'down') => {
    if (pipe.busy[way] || isStalled()) return;
    const queue = pipe.held[way];
    const chunk = queue[0];
    if (!chunk) return;
    const to = way === 'up' ? pipe.server : pipe.client;
    const send = () => {
      pipe.busy[way] = false;
      if (isStalled() || !pipes.has(pipe)) return;
      queue.shift();
      pipe.held.bytes -= chunk.length;
      if (!to.destroyed) to.write(chunk);
      flush(pipe, way);
    };
    if (delayMs > 0) {
      pipe.busy[way] = true;
      setTimeout(send, delayMs);
    } else send();
  };

  const carry = (pipe: Pipe, way: 'up' | 'down', chunk: Buffer) => {
    pipe.held[way].push(chunk);
    pipe.held.bytes += chunk.length;
    if (pipe.held.bytes > HELD_LIMIT) return kill(pipe, 'reset');
    flush(pipe, way);
  };

  const server: Server = createServer((client) => {
    if (refusing) return void client.resetAndDestroy();
    const upstream = createConnection({ host: '127.0.0.1', port: proxy.target });
    const pipe: Pipe = { client, server: upstream, held: { up: [], down: [], bytes: 0 }, busy: { up: false, down: false } };
    pipes.add(pipe);
    client.on('data', (chunk: Buffer) => carry(pipe, 'up', chunk));
    upstream.on('data', (chunk: Buffer) => carry(pipe, 'down', chunk));
    // One side ends or fails: so does the other (unless stalled: then nothing gets through, a close neither).
    const end = (other: Socket) => () => {
      const finish = () => {
        if (!pipes.has(pipe)) return;
        if (isStalled() || pipe.held.up.length + pipe.held.down.length > 0) return void setTimeout(finish, 50).unref();
        pipes.delete(pipe);
        other.end();
      };
      finish();
    };
    client.on('end', end(upstream));
    upstream.on('end', end(client));
    const fail = (other: Socket) => () => {
      if (!pipes.has(pipe)) return;
      if (isStalled()) return void setTimeout(fail(other), 50).unref();
      pipes.delete(pipe);
      other.destroy();
    };
    client.on('error', fail(upstream));
    upstream.on('error', fail(client));
    client.on('close', fail(upstream));
    upstream.on('close', fail(client));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  const resume = () => {
    clearTimeout(stallTimer);
    stallTimer = undefined;
    stalledUntil = 0;
    for (const pipe of pipes) {
      flush(pipe, 'up');
      flush(pipe, 'down');
    }
  };

  const proxy: FaultProxy = {
    url: `http://127.0.0.1:${port}/`,
    port,
    target,
    stall: (limitMs = STALL_LIMIT_MS) => {
      clearTimeout(stallTimer);
      stalledUntil = Date.now() + limitMs;
      stallTimer = setTimeout(resume, limitMs);
      stallTimer.unref();
    },
    resume,
    stalled: isStalled,
    drop: () => pipes.forEach((pipe) => kill(pipe, 'drop')),
    reset: () => pipes.forEach((pipe) => kill(pipe, 'reset')),
    delay: (ms) => {
      delayMs = Math.max(0, ms);
    },
    refuse: (on) => {
      refusing = on;
    },
    open: () => pipes.size,
    held: () => [...pipes].reduce((sum, pipe) => sum + pipe.held.bytes, 0),
    close: async () => {
      clearTimeout(stallTimer);
      pipes.forEach((pipe) => kill(pipe, 'reset'));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
