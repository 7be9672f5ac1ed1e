// A throwaway Redis server (Debian's redis-server) on a free 127.0.0.1 port, for multi-node tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export interface RedisProcess {
  url: string;
  port: number;
  /** Ends it (SIGTERM by default; SIGKILL as a crash) and waits until it has gone. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts a Redis, on `port` when given (to start one again where the last one was). */
export async function startRedis(port?: number): Promise<RedisProcess> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`redis-server not found at ${REDIS_SERVER}: install Debian's redis-server (npm test does when it may)`);
  }
  port ??= await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100 && !(await canConnect(port)); attempt++) await new Promise((r) => setTimeout(r, 50));
  if (!(await canConnect(port))) {
    child.kill();
    throw new Error(`redis-server did not start on port ${port}`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
