// The scale benchmark's floor: the same fan-out with nothing of the deck in it. Two processes
// stand for the two nodes; each holds half of the follower sockets as bare TCP connections and, at
// each move, writes a frame-sized message to every one of them, as a node sends a move. This
// process receives them as bench/live.ts's followers do. What it measures is what this machine's
// kernel and cores allow for that many sockets with the receivers on the same cores: no server can
// deliver a move faster here. Run as a child (`fanout-floor.ts node`), it is one of the two nodes.
import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { percentile, sleep, until } from './live.ts';

/** About the size of a move's update frame as a node sends it. */
const MESSAGE = Buffer.alloc(64, 0x2a);

/** A stand-in node: accepts sockets, and writes MESSAGE to each when its parent says "move". */
function runNode(): void {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('error', () => undefined);
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.on('message', (message) => {
    if (message === 'move') for (const socket of sockets) socket.write(MESSAGE);
  });
  process.on('disconnect', () => process.exit(0));
}

export interface FloorResult {
  p50: number;
  p99: number;
  missed: number;
}

/** The fan-out of `moves` messages, `intervalMs` apart, to `count` sockets spread over two stand-in nodes. */
export async function fanoutFloor(count: number, moves: number, intervalMs: number): Promise<FloorResult> {
  const nodes: ChildProcess[] = [];
  const sockets: net.Socket[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < 2; i++) {
      const node = fork(fileURLToPath(import.meta.url), ['node'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      nodes.push(node);
      ports.push(await new Promise<number>((resolve) => node.once('message', (m) => resolve((m as { port: number }).port))));
    }
    const arrivals: number[][] = [];
    for (let i = 0; i < count; i++) {
      const got: number[] = [];
      arrivals.push(got);
      const socket = net.connect(ports[i % 2] ?? 0, '127.0.0.1');
      socket.setNoDelay(true);
      socket.on('error', () => undefined);
      // A message is counted when its last byte has come (two that come together count as both).
      let bytes = 0;
      socket.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        while ((got.length + 1) * MESSAGE.length <= bytes) got.push(performance.now());
      });
      sockets.push(socket);
      if (i % 250 === 249) await until(() => sockets.every((s) => !s.connecting), 'the floor sockets to connect');
    }
    await until(() => sockets.every((s) => !s.connecting), 'the floor sockets to connect');
    await sleep(1000);
    const sentAt: number[] = [];
    for (let move = 0; move < moves; move++) {
      sentAt.push(performance.now());
      for (const node of nodes) node.send('move');
      await sleep(intervalMs);
    }
    await until(() => arrivals.every((got) => got.length >= moves), 'every floor message to arrive', 30_000).catch(() => undefined);
    const latencies = arrivals.flatMap((got) => got.slice(0, moves).map((at, k) => at - (sentAt[k] ?? at))).sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), missed: arrivals.filter((got) => got.length < moves).length };
  } finally {
    for (const socket of sockets) socket.destroy();
    for (const node of nodes) node.kill();
  }
}

if (process.argv[2] === 'node' && process.send) runNode();
