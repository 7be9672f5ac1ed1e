// A deck server as its own process (`deck serve`, as `npm start` runs it), so a test can kill it
// as an operating system does (SIGKILL: nothing is saved on the way out) or stop it as a service
// manager does (SIGTERM), and start it again on the same port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import path from 'node:path';
import { talkDir } from './talk-dir.ts';

export interface DeckNodeOptions {
  port: number;
  /** The built deck (inject('builtDir') in end-to-end tests). */
  out: string;
  password?: string;
  redisUrl?: string;
  /** Where the room (and drawings) are kept without Redis. */
  stateDir: string;
}

export interface DeckNode {
  port: number;
  /** Starts it (again); resolves once it takes connections. */
  start: () => Promise<void>;
  /** Ends it with `signal` and waits until it has gone; resolves to its exit code (null: ended by the signal, or not running). */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  running: () => boolean;
  /** What it printed (both streams), for a failing test's message. */
  output: () => string;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export function deckNode(options: DeckNodeOptions): DeckNode {
  let child: ChildProcess | null = null;
  let printed = '';
  const bin = path.resolve('bin/deck.js');
  return {
    port: options.port,
    running: () => child !== null,
    output: () => printed,
    async start() {
      if (child) throw new Error(`the deck node on port ${options.port} is running already`);
      const args = [bin, 'serve', path.join(talkDir, 'slides.md'), '--port', String(options.port), '--strict-port', '--host', '127.0.0.1', '--out', options.out, '--no-pdf', '--state-dir', options.stateDir];
      if (options.password) args.push('--password', options.password);
      // Only the Redis this node is given (the test runner's own environment may name one).
      const env: NodeJS.ProcessEnv = { ...process.env, REDIS_URL: options.redisUrl };
      if (!options.redisUrl) Reflect.deleteProperty(env, 'REDIS_URL');
      const started = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      const keep = (chunk: Buffer) => void (printed = (printed + chunk.toString()).slice(-20_000));
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
      // Ready once it takes connections; a process that dies first fails the start (with what it said).
      for (;;) {
        if (await canConnect(options.port)) return;
        const ended = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 50))]);
        if (ended) {
          child = null;
          throw new Error(`the deck node on port ${options.port} exited before listening:\n${printed}`);
        }
      }
    },
    async stop(signal = 'SIGKILL') {
      const running = child;
      if (!running) return null;
      child = null;
      if (running.exitCode !== null || running.signalCode !== null) return running.exitCode;
      const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
      running.kill(signal);
      return await exited;
    },
  };
}
